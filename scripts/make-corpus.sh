#!/usr/bin/env bash
# Rebuilds the real-document corpus of `npm run bench -- quality` in
# tests/fixtures/corpus/ from Debian's installed documentation packages.
#
# Every document is someone else's text (Debian, GNU, Git, Node.js docs); this
# script only picks whole chapters, joins a manual's chapter pages into one
# file and converts it (LibreOffice Writer, groff, pptxgenjs). The
# <name>.expect.json files beside the documents are written by hand and are
# not touched here. See tests/fixtures/corpus/README.md for the table.
#
# Needs (Debian 12):
#   apt-get install debian-faq debian-faq-de maint-guide-fr developers-reference \
#     git-doc bash-doc debian-history groff groff-base libreoffice-writer
#   sed (sed.info) and nodejs (/usr/share/doc/nodejs, from the NodeSource
#   package here) are already installed; pptxgenjs comes from node_modules.
# Usage: bash scripts/make-corpus.sh [output-dir]   (default tests/fixtures/corpus)
# Not run in CI: the documents are committed; rerun it only to change the corpus.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$(realpath -m "${1:-$ROOT/tests/fixtures/corpus}")"
WORK="$(mktemp -d /tmp/make-corpus.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

need() {
  for f in "$@"; do
    [ -e "$f" ] || { echo "missing $f (install the package named at the top of $0)" >&2; exit 1; }
  done
}

# HTML chapter pages (DocBook or Sphinx) -> one HTML file: page bodies in
# order, without navigation bars, tables of contents, pictures or permalinks.
# A path followed by '@N' keeps only the first N <div class="chapter"> of that
# page (the Git user manual is one page).
join_html() { # title lang out.html page...
  node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const [title, lang, out, ...pages] = process.argv.slice(1);
const cut = (html, re) => html.replace(re, "");
let body = "";
for (const spec of pages) {
  const [path, keep] = spec.split("@");
  let html = readFileSync(path, "utf8");
  html = (html.match(/<body[^>]*>([\s\S]*)<\/body>/i) ?? [null, html])[1];
  const main = html.indexOf("role=\"main\"");
  if (main >= 0) {
    html = html.slice(html.indexOf(">", main) + 1);
    const end = html.search(/<div class="sphinxsidebar"|<div class="footer"/);
    if (end >= 0) html = html.slice(0, end);
  }
  if (keep) {
    const starts = [...html.matchAll(/<div class="chapter"/g)].map((m) => m.index);
    if (starts.length > Number(keep)) html = html.slice(0, starts[Number(keep)]);
  }
  for (const re of [
    /<div class="nav(header|footer)">[\s\S]*?<\/div>/g,
    /<div class="toc">[\s\S]*?<\/div>/g,
    /<div class="toctree-wrapper[^"]*">[\s\S]*?<\/div>/g,
    /<div class="list-of-[a-z]+">[\s\S]*?<\/div>/g,
    /<script[\s\S]*?<\/script>/g,
    /<style[\s\S]*?<\/style>/g,
    /<img[^>]*>/g,
    /<a class="headerlink"[^>]*>[\s\S]*?<\/a>/g,
  ]) html = cut(html, re);
  body += html + "\n";
}
writeFileSync(out, `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n${body}</body></html>\n`);
' "$@"
}

# LibreOffice Writer conversion with a private profile (a shared one blocks parallel runs).
soffice_to() { # input filter outdir
  local profile
  profile="$(mktemp -d "$WORK/lo-profile.XXXX")"
  soffice "-env:UserInstallation=file://$profile" --headless --norestore \
    --infilter='HTML (StarWriter)' --convert-to "$2" --outdir "$3" "$1" >/dev/null 2>&1
  local made="$3/$(basename "${1%.*}").${2%%:*}"
  [ -s "$made" ] || { echo "LibreOffice wrote no $made (is libreoffice-writer installed?)" >&2; exit 1; }
}

PDF_WITH_BOOKMARKS='pdf:writer_pdf_Export:{"ExportBookmarks":{"type":"boolean","value":"true"}}'

# 1. debian-faq.pdf: The Debian GNU/Linux FAQ (en), title page + chapters 1-8, LibreOffice PDF with bookmarks.
faq_pages() { # lang dir
  local d="$2" l="$1"
  echo "$d/index.$l.html" "$d/basic-defs.$l.html" "$d/getting-debian.$l.html" "$d/choosing.$l.html" \
    "$d/compatibility.$l.html" "$d/software.$l.html" "$d/ftparchives.$l.html" "$d/pkg-basics.$l.html" "$d/pkgtools.$l.html"
}
# shellcheck disable=SC2046
need $(faq_pages en /usr/share/doc/debian/FAQ)
# shellcheck disable=SC2046
join_html 'The Debian GNU/Linux FAQ' en "$WORK/debian-faq.html" $(faq_pages en /usr/share/doc/debian/FAQ)
soffice_to "$WORK/debian-faq.html" "$PDF_WITH_BOOKMARKS" "$WORK"
cp "$WORK/debian-faq.pdf" "$OUT/debian-faq.pdf"

# 2. debian-faq-de.docx: the same FAQ in German (Die Debian GNU/Linux-FAQ), chapters 1-8, Word heading styles.
# shellcheck disable=SC2046
need $(faq_pages de /usr/share/doc/debian/FAQ/de)
# shellcheck disable=SC2046
join_html 'Die Debian GNU/Linux-FAQ' de "$WORK/debian-faq-de.html" $(faq_pages de /usr/share/doc/debian/FAQ/de)
soffice_to "$WORK/debian-faq-de.html" 'docx:MS Word 2007 XML' "$WORK"
cp "$WORK/debian-faq-de.docx" "$OUT/debian-faq-de.docx"

# 3. developers-reference.docx: Debian Developer's Reference (en), title page with its
#    copyright/GPL notice + chapters 1-5, Word heading styles.
DR=/usr/share/developers-reference
need "$DR/index.html" "$DR/scope.html" "$DR/new-maintainer.html" "$DR/developer-duties.html" "$DR/resources.html" "$DR/pkgs.html"
join_html "Debian Developer's Reference" en "$WORK/developers-reference.html" \
  "$DR/index.html" "$DR/scope.html" "$DR/new-maintainer.html" "$DR/developer-duties.html" "$DR/resources.html" "$DR/pkgs.html"
soffice_to "$WORK/developers-reference.html" 'docx:MS Word 2007 XML' "$WORK"
cp "$WORK/developers-reference.docx" "$OUT/developers-reference.docx"

# 4. git-user-manual.doc: Git User Manual, title + introduction + chapters 1-5 (of 10), Word 97 .doc.
need /usr/share/doc/git-doc/user-manual.html
join_html 'Git User Manual' en "$WORK/git-user-manual.html" /usr/share/doc/git-doc/user-manual.html@5
soffice_to "$WORK/git-user-manual.html" 'doc:MS Word 97' "$WORK"
cp "$WORK/git-user-manual.doc" "$OUT/git-user-manual.doc"

# 5. bash-manpage.pdf: bash(1) as bash-doc ships it (groff man page, 87 pages, no bookmarks), unchanged.
need /usr/share/doc/bash/bash.pdf
cp /usr/share/doc/bash/bash.pdf "$OUT/bash-manpage.pdf"

# 6. maint-guide-fr.pdf: Guide du nouveau responsable Debian as maint-guide-fr ships it (dblatex, bookmarks), unchanged.
need /usr/share/doc/maint-guide-fr/maint-guide.fr.pdf
cp /usr/share/doc/maint-guide-fr/maint-guide.fr.pdf "$OUT/maint-guide-fr.pdf"

# 7. gnu-pic.pdf: "Making Pictures With GNU PIC" (groff's pic.ms), a two-column -ms paper with a
#    running header (title, author) and footer (page number): title block, abstract, chapters 1-9
#    of the tutorial, then the closing "History and Acknowledgements" and "Bibliography".
need /usr/share/doc/groff-base/pic.ms.gz
zcat /usr/share/doc/groff-base/pic.ms.gz | awk '
  /^\.TL$/ { print ".ds LH Making Pictures With GNU PIC"; print ".ds CH"; print ".ds RH Eric S. Raymond"; print ".ds CF Page \\\\n%"; print ".nr HM 0.8i"; print ".nr FM 0.8i" }
  /^\.NH 1$/ { chapter++ }
  /^\.\\"%%POSTLUDE%%/ { skip = 0; post = 1 }
  chapter == 10 && !post { skip = 1 }
  !skip { print }
  /^\.AE$/ { print ".2C" }
' >"$WORK/gnu-pic.ms"
groff -p -e -t -ms -Tpdf "$WORK/gnu-pic.ms" >"$OUT/gnu-pic.pdf" 2>"$WORK/groff.log"

# 8. meintro-fr.pdf: "Rédiger des documents avec GROFF -me" (groff's meintro_fr.me, French), groff -me PDF, no bookmarks.
need /usr/share/doc/groff-base/meintro_fr.me.gz
zcat /usr/share/doc/groff-base/meintro_fr.me.gz | sed 's/@VERSION@/1.22.4/' >"$WORK/meintro-fr.me"
preconv -e utf-8 "$WORK/meintro-fr.me" | groff -me -t -mfr -Tpdf >"$OUT/meintro-fr.pdf" 2>>"$WORK/groff.log"

# 9. debian-history.pptx: "A Brief History of Debian" as a deck: a title slide, then for each
#    section of its chapters (intro, leaders, releases, detailed history) one slide whose title
#    placeholder holds the section title and whose body holds the section's first sentences.
DH=/usr/share/doc/debian-history/docs
need "$DH/index.en.html" "$DH/intro.en.html" "$DH/leaders.en.html" "$DH/releases.en.html" "$DH/detailed.en.html"
(cd "$ROOT" && node --input-type=module -e '
import { readFileSync } from "node:fs";
import PptxGenJS from "pptxgenjs";
const [out, ...pages] = process.argv.slice(1);
const entities = { lt: "<", gt: ">", amp: "&", quot: "\"", apos: "\u0027", nbsp: " " };
const text = (html) => html.replace(/<[^>]+>/g, " ")
  .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e) => e[0] === "#" ? String.fromCodePoint(Number(e[1] === "x" ? "0" + e.slice(1) : e.slice(1))) : entities[e] ?? " ")
  .replace(/\s+/g, " ").replace(/\s+([.,;:!?)])/g, "$1").replace(/\(\s+/g, "(").trim();
const sentences = (t) => t.split(/(?<=[.!?])\s+(?=[A-Z\u201c"(])/).filter((x) => /[.!?]$/.test(x));
const pptx = new PptxGenJS();
pptx.layout = "LAYOUT_WIDE";
pptx.title = "A Brief History of Debian";
pptx.author = "Debian Documentation Project";
pptx.defineSlideMaster({ title: "SECTION", objects: [
  { placeholder: { options: { name: "title", type: "title", x: 0.6, y: 0.4, w: 12.1, h: 1.1, fontSize: 30, bold: true }, text: "" } },
  { placeholder: { options: { name: "body", type: "body", x: 0.6, y: 1.7, w: 12.1, h: 5.3, fontSize: 18 }, text: "" } },
] });
pptx.defineSlideMaster({ title: "COVER", objects: [
  { placeholder: { options: { name: "title", type: "title", x: 0.8, y: 2.2, w: 11.7, h: 1.5, fontSize: 40, bold: true, align: "center" }, text: "" } },
  { placeholder: { options: { name: "body", type: "body", x: 0.8, y: 3.9, w: 11.7, h: 1.0, fontSize: 20, align: "center" }, text: "" } },
] });
const cover = pptx.addSlide({ masterName: "COVER" });
cover.addText("A Brief History of Debian", { placeholder: "title" });
cover.addText("Debian Documentation Project", { placeholder: "body" });
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  const chapter = text(html.match(/<h1 class="title">([\s\S]*?)<\/h1>/)?.[1] ?? "");
  const sections = html.split(/<h2 class="title"[^>]*>/).slice(1);
  if (sections.length > 1) pptx.addSlide({ masterName: "COVER" }).addText(chapter.replace(/^Chapter [0-9]+\.\s*/, ""), { placeholder: "title" });
  const parts = sections.length ? sections : [html];
  for (const part of parts) {
    const end = part.indexOf("</h2>");
    const heading = sections.length ? text(part.slice(0, end)).replace(/^[0-9.]+\s*/, "") : chapter.replace(/^Chapter [0-9]+\.\s*/, "");
    const paras = [...part.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => text(m[1])).filter((p) => p.split(" ").length > 6);
    const bullets = paras.flatMap((p) => sentences(p).filter((x) => /^[A-Z0-9"\u201c(]/.test(x)).slice(0, 1)).filter((s) => s.length <= 220).slice(0, 4);
    if (!heading || bullets.length === 0) continue;
    const slide = pptx.addSlide({ masterName: "SECTION" });
    slide.addText(heading, { placeholder: "title" });
    slide.addText(bullets.map((b) => ({ text: b, options: { bullet: true, breakLine: true } })), { placeholder: "body" });
  }
}
await pptx.writeFile({ fileName: out });
' "$OUT/debian-history.pptx" "$DH/intro.en.html" "$DH/leaders.en.html" "$DH/releases.en.html" "$DH/detailed.en.html") >/dev/null

# 10. node-packages.md: Node.js API docs "Modules: Packages" (Markdown with HTML comments, YAML change history, code).
need /usr/share/doc/nodejs/api/packages.md
cp /usr/share/doc/nodejs/api/packages.md "$OUT/node-packages.md"

# 11. node-readme.md: Node.js README.md (support, releases, building, team lists with e-mail addresses).
need /usr/share/doc/nodejs/README.md
cp /usr/share/doc/nodejs/README.md "$OUT/node-readme.md"

# 12. git-revert-faulty-merge.txt: "How to revert a faulty merge", Linus Torvalds and Junio C Hamano's
#     mail as git-doc ships it: mail headers, one title line, then prose, quoted mail and git commands.
need /usr/share/doc/git-doc/howto/revert-a-faulty-merge.txt
cp /usr/share/doc/git-doc/howto/revert-a-faulty-merge.txt "$OUT/git-revert-faulty-merge.txt"

# 13. sed-manual.txt: the GNU sed manual as plain text (sed.info without its node separators): copyright
#     preamble, chapters 1-6 and 8-10 (including "Reporting Bugs"), Appendix A (the GNU FDL); chapter 7
#     (sample scripts) and the two indexes are left out to keep it small.
need /usr/share/info/sed.info.gz
zcat /usr/share/info/sed.info.gz | tr -d '\037' | awk '
  /^Concept Index$/ { stop = 1 }
  /^7 Some Sample Scripts$/ { skip = 1 }
  /^8 GNU / { skip = 0 }
  !stop && !skip { print }
' | cat -s >"$OUT/sed-manual.txt"

ls -la "$OUT"
