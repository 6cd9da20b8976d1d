/** The home greeting's name: the first name, else the e-mail, else 'User'. */
export function greetingName(
  user: { firstName?: string | undefined; email?: string | undefined } | null,
  summaryUser?: { firstName: string | null; email: string } | undefined,
): string {
  const firstName = user?.firstName?.trim() || summaryUser?.firstName?.trim();
  if (firstName) return firstName;
  return user?.email || summaryUser?.email || 'User';
}
