/** Avatar text: initials of the first two words of the name, else the email's first two letters, else U. */
export function initialsOf(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) {
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  const mail = (email ?? '').trim();
  if (mail) return Array.from(mail).slice(0, 2).join('').toUpperCase();
  return 'U';
}
