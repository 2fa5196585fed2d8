// The company → division → device selection as data (pure): levels, the URL query form, and the
// tree nodes of the selector. Lists pass the selection straight into their list call's body.
import type { TreeCompany } from '@contract/entities';
import type { Option } from './SelectField';

export type OrgLevel = 'company' | 'division' | 'device';
export const ORG_LEVELS: readonly OrgLevel[] = ['company', 'division', 'device'];

export interface OrgSelection {
  companyIdx?: number;
  divisionIdx?: number;
  deviceIdx?: number;
}

/** The query parameter (and list body field) of each level. */
export const ORG_KEYS = { company: 'companyIdx', division: 'divisionIdx', device: 'deviceIdx' } as const satisfies Record<OrgLevel, keyof OrgSelection>;

/** The levels down to `level`: 'division' ⇒ company, division. */
export function levelsTo(level: OrgLevel): OrgLevel[] {
  return ORG_LEVELS.slice(0, ORG_LEVELS.indexOf(level) + 1);
}

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The selection kept in a URL query, down to `level`; anything else in the query is ignored. */
export function readOrgSelection(params: URLSearchParams, level: OrgLevel = 'device'): OrgSelection {
  const selection: OrgSelection = {};
  for (const l of levelsTo(level)) {
    const value = positiveInt(params.get(ORG_KEYS[l]));
    if (value !== undefined) selection[ORG_KEYS[l]] = value;
  }
  return selection;
}

/** A copy of `params` holding `selection` (levels not selected are removed; other parameters stay). */
export function writeOrgSelection(params: URLSearchParams, selection: OrgSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const l of ORG_LEVELS) {
    const value = selection[ORG_KEYS[l]];
    if (value === undefined) next.delete(ORG_KEYS[l]);
    else next.set(ORG_KEYS[l], String(value));
  }
  return next;
}

/** A TreeSelect node: key 'company:1' / 'division:5' / 'device:9', the full path as data. */
export interface OrgNode {
  key: string;
  label: string;
  data: OrgSelection;
  children?: OrgNode[];
}

export function nodeKey(level: OrgLevel, idx: number): string {
  return `${level}:${idx}`;
}

/** The tree as selector nodes, down to `level`. */
export function orgNodes(tree: readonly TreeCompany[], level: OrgLevel): OrgNode[] {
  const deep = (l: OrgLevel) => ORG_LEVELS.indexOf(level) >= ORG_LEVELS.indexOf(l);
  return tree.map((company) => {
    const companyPath = { companyIdx: company.companyIdx };
    const divisions = company.divisionList.map((division): OrgNode => {
      const divisionPath = { ...companyPath, divisionIdx: division.divisionIdx };
      const devices = division.deviceList.map(
        (device): OrgNode => ({
          key: nodeKey('device', device.deviceIdx),
          label: `${device.deviceName} (${device.serialNumber})`,
          data: { ...divisionPath, deviceIdx: device.deviceIdx },
        }),
      );
      return {
        key: nodeKey('division', division.divisionIdx),
        label: division.divisionName,
        data: divisionPath,
        ...(deep('device') && devices.length ? { children: devices } : {}),
      };
    });
    return {
      key: nodeKey('company', company.companyIdx),
      label: company.companyName,
      data: companyPath,
      ...(deep('division') && divisions.length ? { children: divisions } : {}),
    };
  });
}

/** The key of the deepest selected level, or null for 'everything'. */
export function selectedKey(selection: OrgSelection): string | null {
  if (selection.deviceIdx !== undefined) return nodeKey('device', selection.deviceIdx);
  if (selection.divisionIdx !== undefined) return nodeKey('division', selection.divisionIdx);
  if (selection.companyIdx !== undefined) return nodeKey('company', selection.companyIdx);
  return null;
}

function findNode(nodes: readonly OrgNode[], key: string): OrgNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = node.children && findNode(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/** The selection of a picked key (its whole path); an unknown key or none selects everything. */
export function selectionOfKey(nodes: readonly OrgNode[], key: string | null | undefined): OrgSelection {
  return key ? { ...(findNode(nodes, key)?.data ?? {}) } : {};
}

/** Keys to expand so the selected node is visible: its ancestors. */
export function ancestorKeys(selection: OrgSelection): Record<string, boolean> {
  const keys: Record<string, boolean> = {};
  if (selection.companyIdx !== undefined && (selection.divisionIdx !== undefined || selection.deviceIdx !== undefined)) {
    keys[nodeKey('company', selection.companyIdx)] = true;
  }
  if (selection.divisionIdx !== undefined && selection.deviceIdx !== undefined) keys[nodeKey('division', selection.divisionIdx)] = true;
  return keys;
}

/** The divisions of one company in the tree (none when it is not there). */
export function divisionsOf(tree: readonly TreeCompany[], companyIdx: number | null | undefined): TreeCompany['divisionList'] {
  return tree.find((company) => company.companyIdx === companyIdx)?.divisionList ?? [];
}

/** A division's name from the tree, or '#idx' when the tree does not hold it. */
export function divisionNameOf(tree: readonly TreeCompany[], divisionIdx: number): string {
  for (const company of tree) {
    const division = company.divisionList.find((d) => d.divisionIdx === divisionIdx);
    if (division) return division.divisionName;
  }
  return `#${divisionIdx}`;
}

/** Every division of the tree as 'Company / Division'. */
export function divisionOptions(tree: readonly TreeCompany[]): Option<number>[] {
  return tree.flatMap((company) =>
    company.divisionList.map((division) => ({ value: division.divisionIdx, label: `${company.companyName} / ${division.divisionName}` })),
  );
}
