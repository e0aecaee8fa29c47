import { avatarInitials } from '../core/format';

export interface AvatarPerson {
  email: string | null;
  fullName: string | null;
}

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm' } as const;

/**
 * Round badge with the user's initials: of the full name, else the
 * e-mail's first letter, else 'U'. Decorative: the control
 * around it carries the accessible name.
 */
export function Avatar({ user, size = 'sm' }: { user: AvatarPerson | null; size?: keyof typeof SIZES }) {
  const initials = avatarInitials(user ? { email: user.email, full_name: user.fullName } : null);
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-semibold text-white ${SIZES[size]}`}
    >
      {initials}
    </span>
  );
}
