// The console's password rule (the contract's minimum): checked before anything is sent, so the
// operator reads a clear inline message instead of a server refusal.
import { PASSWORD_MIN_LENGTH } from '@contract/constants';

export type PasswordProblem = 'required' | 'tooShort' | 'mismatch';

/**
 * `required`: an empty password is a problem (a new user); otherwise empty means "keep the current one".
 * `confirm`: when given, it must repeat the password.
 */
export function passwordProblem(password: string, { required = false, confirm }: { required?: boolean; confirm?: string } = {}): PasswordProblem | null {
  if (password === '') {
    if (required) return 'required';
    return confirm ? 'mismatch' : null;
  }
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (confirm !== undefined && confirm !== password) return 'mismatch';
  return null;
}
