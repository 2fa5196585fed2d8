// The company → division → device selector (GET /tree/list): one TreeSelect down to `level`,
// yielding the whole path of the picked node. `OrgFilter` binds it to the URL query.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeSelect, type TreeSelectChangeEvent } from 'primereact/treeselect';
import { ancestorKeys, orgNodes, selectedKey, selectionOfKey, type OrgLevel, type OrgSelection } from './orgSelection';
import { useOrgSelection } from './useOrgSelection';
import { useOrgTree } from './useOrgTree';

interface OrgSelectorProps {
  level: OrgLevel;
  value: OrgSelection;
  onChange: (selection: OrgSelection) => void;
  id?: string;
  /** Label text; by default the level's ('Company', 'Company / division' …). */
  label?: string;
}

export function OrgSelector({ level, value, onChange, id = 'org-selector', label }: OrgSelectorProps) {
  const { t } = useTranslation();
  const { tree, loaded } = useOrgTree();
  const nodes = useMemo(() => orgNodes(tree, level), [tree, level]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() => ancestorKeys(value));
  const labelId = `${id}-label`;
  return (
    <div className="flex flex-column gap-1 min-w-0" data-testid="org-selector">
      <label id={labelId} htmlFor={id} className="text-sm font-medium">
        {label ?? t(`orgSelector.label.${level}`)}
      </label>
      <TreeSelect
        inputId={id}
        ariaLabelledBy={labelId}
        value={selectedKey(value)}
        options={nodes}
        onChange={(e: TreeSelectChangeEvent) => onChange(selectionOfKey(nodes, typeof e.value === 'string' ? e.value : null))}
        expandedKeys={expanded}
        onToggle={(e) => setExpanded(e.value)}
        selectionMode="single"
        filter
        filterBy="label"
        showClear
        placeholder={loaded ? t('orgSelector.placeholder') : t('app.loading')}
        emptyMessage={t('orgSelector.empty')}
        className="w-full md:w-20rem"
      />
    </div>
  );
}

/** The selector as a list filter, kept in the URL query. */
export function OrgFilter({ level, id }: { level: OrgLevel; id?: string }) {
  const [selection, select] = useOrgSelection(level);
  return <OrgSelector level={level} value={selection} onChange={select} id={id} />;
}
