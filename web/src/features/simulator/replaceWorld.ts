// Asks before a call that replaces the world (the cockpit's reset, starting a tour, a tour's back or
// restart): the new world signs every other console out and keeps the one asking, and the question
// says so, with how many are signed in now (GET /sim/sessions). A tour's back and restart ask only
// when someone would be signed out, so a presenter's clicker stays quick. A refusal is shown by the
// caller's `replace`, as for any other call.
import { simControl } from '../../api/simControl';
import { i18n } from '../../i18n';
import { confirmAction } from '../../ui/confirmAction';

export interface WorldReplacement {
  /** The dialog's title and accept button. */
  label: string;
  /** What is about to happen; who is signed out follows it. */
  question: string;
  replace: () => void | Promise<void>;
  /** Ask only when another session is signed in (a tour's back and restart). */
  onlyWithOthers?: boolean;
}

export async function replaceWorld({ label, question, replace, onlyWithOthers = false }: WorldReplacement): Promise<void> {
  const sessions = await simControl.sessions();
  const others = sessions.ok ? sessions.response.data.others : null;
  if (onlyWithOthers && others === 0) return replace();
  const who =
    others === null
      ? i18n.t('simulator.replaceWorld.othersUnknown')
      : others === 0
        ? i18n.t('simulator.replaceWorld.noOthers')
        : i18n.t('simulator.replaceWorld.others', { count: others });
  confirmAction({ acceptLabel: label, message: `${question} ${who}`, onAccept: replace });
}
