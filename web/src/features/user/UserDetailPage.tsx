// /management/user/:userIdx ('new' creates): view ⇄ edit, save, delete, and the user's documents.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '@contract/endpoints/user';
import { useCan } from '../../core/useCan';
import { useCommonStore } from '../../state/common';
import { useUserStore } from './store';
import { EditableDetail, ViewActions } from '../../ui/DetailFrame';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { UserAttachments } from './UserAttachments';
import { UserForm } from './UserForm';
import { emptyUserForm, userFormToBody, userToForm } from './userForm';
import { UserView } from './UserView';
import { paths } from '../../core/paths';

const LIST_PATH = paths.user();

export default function UserDetailPage() {
  const { t } = useTranslation();
  const { userIdx: param = '' } = useParams();
  const caller = useCommonStore((s) => s.user);
  const { tree } = useOrgTree();
  const store = useUserStore();
  const { detail, fetchDetail, save, remove } = store;
  const record = detail && param !== 'new' && detail.userIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: LIST_PATH,
    record,
    emptyForm: () => emptyUserForm(caller),
    toForm: userToForm,
    fetch: fetchDetail,
    toBody: userFormToBody,
    schema: userEndpoints.store.body,
    save,
    savedIdx: () => useUserStore.getState().detail?.userIdx ?? null,
    remove,
    confirmDeleteMessage: t('user.confirmDelete'),
  });
  const isSelf = record !== null && record.userIdx === caller?.userIdx;
  const canUpdate = useCan('user', 'update');
  const canDelete = useCan('user', 'delete') && !isSelf;

  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('user.newTitle')}
      form={(props) => (
        <UserForm
          {...props}
          isNew={editor.isNew}
          caller={caller}
          tree={tree}
        />
      )}
      view={(record) => (
        <div className="flex flex-column gap-4">
          <UserView user={record} tree={tree} />
          <ViewActions onEdit={canUpdate ? editor.startEdit : undefined} onDelete={canDelete ? editor.confirmDelete : undefined} onBack={editor.backToList} />
          <UserAttachments userIdx={record.userIdx} />
        </div>
      )}
    />
  );
}
