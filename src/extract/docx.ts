/**
 * DOCX through mammoth. convertToHtml rather than extractRawText: the HTML
 * keeps Word's heading styles as <h1>..<h6>, which become '#' lines the
 * builtin generator turns into sections. Called only after the zip guard has
 * checked every entry's real size.
 */
import mammoth from 'mammoth';
import type { Deadline } from './limits';
import { htmlToText } from './html-text';

// Title and Subtitle are not headings in mammoth's default map; a document's title is one.
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

// Images are never read: their bytes would be base64-encoded into the HTML for nothing.
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export async function extractDocx(bytes: Uint8Array, deadline: Deadline): Promise<string> {
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // mammoth's Node entry reads `buffer`, its browser entry `arrayBuffer`: give both (JSZip takes either).
  const input = { arrayBuffer, buffer: bytes as unknown as Buffer };
  const result = await deadline.race(mammoth.convertToHtml(input, { styleMap: STYLE_MAP, convertImage: skipImages }));
  return htmlToText(result.value);
}
