// Loaded lazily (see i18n.ts) the first time a language with its own script becomes active, so
// pages in English never fetch this module nor any font file. Only the script's own subset is
// registered: Latin text keeps the system font, and the browser fetches the file on first use.
import arabicUrl from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';
import arabic from '@fontsource-variable/noto-sans-arabic/unicode.json';
import bengaliUrl from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import bengali from '@fontsource-variable/noto-sans-bengali/unicode.json';
import devanagariUrl from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import devanagari from '@fontsource-variable/noto-sans-devanagari/unicode.json';
import gujaratiUrl from '@fontsource-variable/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-wght-normal.woff2?url';
import gujarati from '@fontsource-variable/noto-sans-gujarati/unicode.json';
import gurmukhiUrl from '@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2?url';
import gurmukhi from '@fontsource-variable/noto-sans-gurmukhi/unicode.json';
import kannadaUrl from '@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2?url';
import kannada from '@fontsource-variable/noto-sans-kannada/unicode.json';
import malayalamUrl from '@fontsource-variable/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-wght-normal.woff2?url';
import malayalam from '@fontsource-variable/noto-sans-malayalam/unicode.json';
import tamilUrl from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2?url';
import tamil from '@fontsource-variable/noto-sans-tamil/unicode.json';
import teluguUrl from '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url';
import telugu from '@fontsource-variable/noto-sans-telugu/unicode.json';
import type { ScriptFont } from '../../shared/i18n/languages';

const faces: Record<ScriptFont, { url: string; unicodeRange: string }> = {
  'Noto Sans Devanagari': { url: devanagariUrl, unicodeRange: devanagari.devanagari },
  'Noto Sans Bengali': { url: bengaliUrl, unicodeRange: bengali.bengali },
  'Noto Sans Gurmukhi': { url: gurmukhiUrl, unicodeRange: gurmukhi.gurmukhi },
  'Noto Sans Gujarati': { url: gujaratiUrl, unicodeRange: gujarati.gujarati },
  'Noto Sans Tamil': { url: tamilUrl, unicodeRange: tamil.tamil },
  'Noto Sans Telugu': { url: teluguUrl, unicodeRange: telugu.telugu },
  'Noto Sans Kannada': { url: kannadaUrl, unicodeRange: kannada.kannada },
  'Noto Sans Malayalam': { url: malayalamUrl, unicodeRange: malayalam.malayalam },
  'Noto Sans Arabic': { url: arabicUrl, unicodeRange: arabic.arabic },
};

const added = new Set<ScriptFont>();

/** Registers the variable (100–900) face of a script font once; the file loads when text needs it. */
export function addScriptFont(family: ScriptFont) {
  if (added.has(family)) return;
  added.add(family);
  const { url, unicodeRange } = faces[family];
  document.fonts.add(
    new FontFace(family, `url(${url}) format('woff2')`, { weight: '100 900', display: 'swap', unicodeRange }),
  );
}
