// How the back office names an admin account to people: first and last name, else the user name,
// else the e-mail address (an account may have been invited with an address only).

export type NamedAdmin = {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
};

export const adminName = ({ firstname, lastname, username, email }: NamedAdmin): string =>
  [firstname, lastname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ') ||
  (username ?? '').trim() ||
  (email ?? '');
