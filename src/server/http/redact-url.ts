/** Query parameters whose values never reach a log: credentials, tokens, contact details. */
const sensitiveName = /pass(word|wd)|token|secret|e-?mail|phone/i;
/** better-auth's mailed reset link carries its token in the path. */
const tokenInPath = /(\/reset-password\/)[^/?]+/;
const mask = '[redacted]';

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The URL with the values of sensitive query parameters (and a reset token) masked, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(tokenInPath, `$1${mask}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq !== -1 && sensitiveName.test(decodeName(pair.slice(0, eq)))
        ? `${pair.slice(0, eq)}=${mask}`
        : pair;
    });
  return `${path}?${query.join('&')}`;
}
