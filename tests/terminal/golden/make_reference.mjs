// SPDX-License-Identifier: Apache-2.0
// Writes NAME.screen for every golden recording (NAME.vt with options in NAME.args, here and
// in programs/ and sequences/): the screen xterm.js (@xterm/headless, Unicode 11 widths) shows after the
// bytes, so tst_terminalgolden can compare TerminalModel with an independent terminal without
// needing node at test time. Regenerate after adding a recording:
//   cd tests/terminal/golden && npm ci && node make_reference.mjs
// Format, one record a line: "size COLS ROWS", "cursor ROW COL", "row R|TEXT" (wide characters
// once, trailing blanks trimmed), "wide R C..." (columns where wide characters start) and
// "style R FROM-TO FG BG FLAGS" (runs of non-default cells; colours d, pN or #rrggbb; flags
// from b i u k r s for bold italic underline blink reverse strike, - for none). The cursor
// column is clamped to the last column (xterm.js reports COLS while a wrap is pending).
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import xtermHeadless from '@xterm/headless';
import unicode11 from '@xterm/addon-unicode11';

const { Terminal } = xtermHeadless;
const { Unicode11Addon } = unicode11;
const here = dirname(fileURLToPath(import.meta.url));

function parseArgs(text) {
    const words = text.split(/\s+/).filter(Boolean);
    const o = { cols: 80, rows: 24, resizes: [] };
    for (let i = 0; i < words.length; ++i) {
        const w = words[i];
        if (w === '--cols') o.cols = Number(words[++i]);
        else if (w === '--rows') o.rows = Number(words[++i]);
        else if (w === '--chunk') ++i;
        else if (w === '--resize') {
            const m = /^(\d+):(\d+)x(\d+)$/.exec(words[++i]);
            if (!m) throw new Error(`bad --resize ${words[i]}`);
            o.resizes.push({ offset: Number(m[1]), cols: Number(m[2]), rows: Number(m[3]) });
        }
    }
    o.resizes.sort((a, b) => a.offset - b.offset);
    return o;
}

const write = (term, bytes) => new Promise((resolve) => term.write(bytes, resolve));

function colour(mode, isDefault, isPalette, value) {
    if (isDefault) return 'd';
    if (isPalette) return `p${value}`;
    return `#${value.toString(16).padStart(6, '0')}`;
}

function cellStyle(cell) {
    // A blank cell shows only its background, reverse, underline and strike: its foreground,
    // bold, italic and blink are not compared.
    const blank = (cell.getChars() || ' ') === ' ';
    const fg = blank ? 'd' : colour(0, cell.isFgDefault(), cell.isFgPalette(), cell.getFgColor());
    const bg = colour(0, cell.isBgDefault(), cell.isBgPalette(), cell.getBgColor());
    let flags = '';
    if (cell.isBold() && !blank) flags += 'b';
    if (cell.isItalic() && !blank) flags += 'i';
    if (cell.isUnderline()) flags += 'u';
    if (cell.isBlink() && !blank) flags += 'k';
    if (cell.isInverse()) flags += 'r';
    if (cell.isStrikethrough()) flags += 's';
    return `${fg} ${bg} ${flags || '-'}`;
}

async function reference(base) {
    const args = existsSync(`${base}.args`) ? readFileSync(`${base}.args`, 'utf8') : '';
    const o = parseArgs(args);
    const input = new Uint8Array(readFileSync(`${base}.vt`));
    const term = new Terminal({ cols: o.cols, rows: o.rows, allowProposedApi: true, scrollback: 1000 });
    term.loadAddon(new Unicode11Addon());
    term.unicode.activeVersion = '11';
    let pos = 0;
    for (const r of o.resizes) {
        await write(term, input.subarray(pos, r.offset));
        pos = Math.max(pos, Math.min(r.offset, input.length));
        term.resize(r.cols, r.rows);
    }
    await write(term, input.subarray(pos));
    const buf = term.buffer.active;
    const out = [`size ${term.cols} ${term.rows}`, `cursor ${buf.cursorY} ${Math.min(buf.cursorX, term.cols - 1)}`];
    const wide = [];
    const styles = [];
    for (let r = 0; r < term.rows; ++r) {
        const line = buf.getLine(buf.baseY + r);
        let text = '';
        const wides = [];
        let run = null;
        for (let c = 0; c < term.cols; ++c) {
            const cell = line.getCell(c);
            const w = cell.getWidth();
            if (w === 0) continue; // right half of a wide character
            if (w === 2) wides.push(c);
            text += cell.getChars() || ' ';
            const style = cellStyle(cell);
            const plain = style === 'd d -';
            if (run && run.style === style && run.to === c - 1) {
                run.to = c + w - 1;
            } else {
                if (run) styles.push(run);
                run = plain ? null : { row: r, from: c, to: c + w - 1, style };
            }
        }
        if (run) styles.push(run);
        out.push(`row ${r}|${text.replace(/ +$/, '')}`);
        if (wides.length) wide.push(`wide ${r} ${wides.join(' ')}`);
    }
    out.push(...wide);
    for (const s of styles) out.push(`style ${s.row} ${s.from}-${s.to} ${s.style}`);
    writeFileSync(`${base}.screen`, out.join('\n') + '\n');
    term.dispose();
}

for (const dir of [here, join(here, 'programs'), join(here, 'sequences')]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.vt')).sort()) {
        await reference(join(dir, f.slice(0, -3)));
        console.log(join(dir, f.slice(0, -3)) + '.screen');
    }
}
