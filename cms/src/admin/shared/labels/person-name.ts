// An admin account's name as people see it: first and last name, else the user name or the
// e-mail address (what Strapi itself shows); undefined for none.

type Account = { firstname?: unknown; lastname?: unknown; username?: unknown; email?: unknown; name?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const personName = (account: unknown): string | undefined => {
  if (!account || typeof account !== 'object') return undefined;
  const { firstname, lastname, username, email, name } = account as Account;
  return (
    text(name) ||
    [text(firstname), text(lastname)].filter(Boolean).join(' ') ||
    text(username) ||
    text(email) ||
    undefined
  );
};
