#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Re-records the program captures used by the golden tests (vim, less, bash/readline) with
# util-linux `script`, and regenerates the synthetic streams. Expected screens (*.txt, *.json)
# are then produced with vtreplay and must be checked by eye before committing:
#   for f in *.vt; do vtreplay $(cat ${f%.vt}.args 2>/dev/null) "$f" > "${f%.vt}.txt"; done
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

strip_script() { # drop script(1)'s header and trailer lines
    python3 - "$1" "$2" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read()
data = data[data.index(b'\n') + 1:]
end = data.rfind(b'\nScript done')
if end >= 0:
    data = data[:end]
open(sys.argv[2], 'wb').write(data)
PY
}

record() { # name keys-after-delay command...
    local name=$1 keys=$2
    shift 2
    (sleep 1; printf "$keys"; sleep 1) |
        TERM=xterm-256color LANG=C.UTF-8 script -q -E never -O "$work/$name.log" -c "$*" \
            >/dev/null 2>&1 || true
    strip_script "$work/$name.log" "$name.vt"
}

printf 'Sandman golden file\nline two 中文テキスト\n\tindented\n' > "$work/file.txt"
seq 1 100 | sed 's/^/row /' > "$work/long.txt"

record vim-exit ':q\r' "stty rows 12 cols 40; cd $work; printf 'before vim\\n'; vim -u NONE -N -i NONE -n -c 'set nu' file.txt"
# The same session cut before vim leaves the alternate screen: vim's own screen.
python3 - <<'PY'
data = open('vim-exit.vt', 'rb').read()
open('vim.vt', 'wb').write(data[:data.rfind(b'\x1b[?1049l')])
PY
printf -- '--cols 40 --rows 12\n' > vim.args
cp vim.args vim-exit.args

record less '  q' "stty rows 10 cols 50; cd $work; less -R long.txt"
python3 - <<'PY'
data = open('less.vt', 'rb').read()
open('less.vt', 'wb').write(data[:data.rfind(b'\x1b[?1049l')])
PY
printf -- '--cols 50 --rows 10\n' > less.args

record bash-session 'echo hello world\x01\x1bf\x1bfX\x05 again\r\x1b[A\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08\x08 edited\x1bb\x1bbZ\r' \
    "stty rows 8 cols 60; env -i TERM=xterm-256color PS1='\$ ' bash --norc --noprofile -i"
printf -- '--cols 60 --rows 8\n' > bash-session.args

python3 ./synthetic.py
