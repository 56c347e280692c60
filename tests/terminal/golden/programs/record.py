#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records real programs' output for the golden tests: each runs in a pty of a fixed size
(TERM=xterm-256color, C.UTF-8), is driven by keystrokes and is killed after the last one,
so NAME.vt ends on the program's own screen. Needs the programs (vim less top htop mc man tmux
dialog whiptail bash) only when recording; the tests replay the committed NAME.vt.
Usage: ./record.py [NAME...]   then: cd .. && node make_reference.mjs"""
import os, pty, shutil, select, signal, sys, tempfile, time, struct, fcntl, termios

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = tempfile.mkdtemp(prefix='sandman-golden-')

with open(os.path.join(WORK, 'cjk.txt'), 'w') as f:
    for i in range(1, 61):
        f.write(f'line {i:02} 中文テキスト 全角 mixed ｶﾅ text と English {"x" * (i % 7)}\n')
with open(os.path.join(WORK, 'long.txt'), 'w') as f:
    for i in range(1, 201):
        f.write(f'row {i} the quick brown fox {"needle" if i % 17 == 0 else "hay"} jumps\n')

with open(os.path.join(WORK, 'sample.py'), 'w') as f:
    f.write("# 例: sample\nimport os\n\n\ndef main(argv):\n    '''文档 doc.'''\n    for i in range(10):\n"
            "        print(f'{i}: {argv!r}', 0x1f, 3.5)\n    return 0\n\n\ndef other():\n    pass\n")
with open(os.path.join(WORK, 'margin.txt'), 'w') as f:
    f.write('x' * 77 + 'fox\n' + 'y' * 60 + ' the end\n' + 'the fox is at ' + 'z' * 63 + 'end\n')
with open(os.path.join(WORK, 'emoji.txt'), 'w') as f:
    f.write('emoji 🙂 😀 🦀 🧪 🫠 ok\nflags 🇯🇵 skin 👍🏽 zwj 👨‍👩‍👧 end\nwide ｆｕｌｌ 中文 at the very end 🙂🙂\n')
os.makedirs(os.path.join(WORK, 'names'))
for n in ['日本語のファイル.txt', '中文目录', 'ascii-name', 'emoji-🦀.rs', '한국어', 'café', 'ｶﾀｶﾅ']:
    path = os.path.join(WORK, 'names', n)
    if '.' in n:
        open(path, 'w').close()
    else:
        os.makedirs(path)
    os.utime(path, (0, 0))

ESC = '\x1b'
LONG = 'echo ' + ' '.join(f'word{i:03}' for i in range(30))
# name: (cols, rows, command, [(delay seconds, keys)])
PROGRAMS = {
    'vim-split': (80, 24, 'vim -u NONE -N -i NONE -n -c "set nu" cjk.txt',
                  [(1.0, ':split\r'), (0.5, '\x06'), (0.5, '\x17j'), (0.5, '30G'), (0.5, '\x05\x05')]),
    'vim-wide': (120, 40, 'vim -u NONE -N -i NONE -n -c "set nu ruler laststatus=2" cjk.txt',
                 [(1.0, ':vsplit\r'), (0.5, '\x04'), (0.5, 'f中'), (0.5, 'x')]),
    'less-search': (80, 24, 'less long.txt', [(1.0, '/needle\r'), (0.5, 'n'), (0.5, 'n')]),
    # Only a sleep of our own is listed, so the recording shows no other processes.
    'top': (120, 40, 'sleep 60 & top -n 1 -p $!', [(2.0, '')]),
    'htop': (120, 40, 'sleep 60 & htop -p $!', [(2.0, '')]),
    'grep-color': (80, 24, 'grep --color=always -e fox -e end margin.txt', [(1.0, '')]),
    'ls-japanese': (80, 24, 'cd names && ls --color=always -C && ls --color=always -l --time-style=+', [(1.0, '')]),
    'vim-emoji': (80, 24, 'vim -u NONE -N -i NONE -n -c "set nu" emoji.txt', [(1.0, 'j'), (0.3, '$'), (0.3, 'x')]),
    # A resize while bash runs: the main screen reflows, then bash redraws its prompt.
    'bash-resize': (80, 24, "env -i TERM=xterm-256color LANG=C.UTF-8 PS1='\\$ ' bash --norc --noprofile -i",
                    [(0.8, 'seq -s " " 1 60; echo 中文テキスト全角文字が折り返されるときに右端で欠けないこと x\r'),
                     (0.8, ('resize', 50, 20)), (0.8, LONG), (0.8, ('resize', 100, 30)), (0.5, '')]),
    'vim-syntax': (120, 40, 'vim -u NONE -N -i NONE -n -c "syntax on" -c "set nu hlsearch" -c "/def" sample.py',
                   [(1.0, 'n'), (0.3, 'A # 注释\x1b'), (0.3, '\x19\x19')]),
    'less-colour': (80, 24, 'grep --color=always -n fox long.txt | less -R', [(1.0, 'G'), (0.3, 'g')]),
    'whiptail-checklist': (80, 24, 'whiptail --checklist "Pick" 15 50 5 a "Alpha" ON b "Beta 中文" OFF c "Gamma" ON',
                           [(1.0, '\x1b[B '), (0.5, '')]),
    'mc': (80, 24, 'mc -u -X', [(2.0, '\x1b[B\x1b[B')]),
    'man-ls': (80, 24, 'MANPAGER=less man ls', [(2.0, ' '), (0.5, '/sort\r')]),
    'tmux-split': (80, 24, 'tmux -L sandman-golden -f /dev/null new-session', [(1.5, 'ls /\r'), (0.7, '\x02%'), (0.7, 'echo right pane\r'), (0.7, '\x02"'), (0.7, 'seq 1 30\r'), (0.7, '')]),
    'dialog-msgbox': (80, 24, 'dialog --title "Golden" --msgbox "Box drawing joins without gaps between rows. 中文" 10 50', [(1.0, '')]),
    'dialog-checklist': (120, 40, 'dialog --checklist "Pick some" 15 60 6 a "Alpha" on b "Beta" off c "Gamma 中文" on d "Delta" off', [(1.0, '\x1b[B '), (0.5, '')]),
    'whiptail-yesno': (80, 24, 'whiptail --title "Whiptail" --yesno "Continue with the golden test?" 10 50', [(1.0, '\t')]),
    'bash-readline': (80, 24, "env -i TERM=xterm-256color LANG=C.UTF-8 PS1='\\$ ' bash --norc --noprofile -i",
                      [(0.8, LONG), (0.5, '\x01'), (0.3, f'{ESC}f{ESC}f INSERTED'), (0.3, '\x05 tail'), (0.3, '\x02' * 20 + '\x08' * 5 + '中文'), (0.5, '')]),
}


def record(name):
    cols, rows, command, keys = PROGRAMS[name]
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(WORK)
        env = dict(os.environ, TERM='xterm-256color', LANG='C.UTF-8', LC_ALL='C.UTF-8',
                   COLUMNS=str(cols), LINES=str(rows), HOME=WORK)
        os.execvpe('sh', ['sh', '-c', command], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
    data = bytearray()
    resizes = []

    def drain(seconds):
        end = time.time() + seconds
        while time.time() < end:
            r, _, _ = select.select([fd], [], [], max(0.0, end - time.time()))
            if r:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                data.extend(chunk)

    for delay, k in keys:
        drain(delay)
        if isinstance(k, tuple):  # ('resize', cols, rows): the replay resizes at this offset
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', k[2], k[1], 0, 0))
            os.kill(pid, signal.SIGWINCH)
            resizes.append(f'--resize {len(data)}:{k[1]}x{k[2]}')
        elif k:
            os.write(fd, k.encode())
    drain(0.8)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    with open(os.path.join(HERE, name + '.vt'), 'wb') as f:
        f.write(data)
    with open(os.path.join(HERE, name + '.args'), 'w') as f:
        f.write(' '.join([f'--cols {cols} --rows {rows}'] + resizes) + '\n')
    print(name, len(data), 'bytes')


for name in sys.argv[1:] or PROGRAMS:
    record(name)
os.system('tmux -L sandman-golden kill-server 2>/dev/null')
shutil.rmtree(WORK, ignore_errors=True)
