#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the synthetic golden streams (escape sequences written by hand)."""
ESC = '\x1b'
CSI = ESC + '['


def write(name, text, args=None):
    with open(name + '.vt', 'wb') as f:
        f.write(text.encode('utf-8') if isinstance(text, str) else text)
    if args:
        with open(name + '.args', 'w') as f:
            f.write(args + '\n')


# SGR: 16 colours, bright, 256, truecolour, attributes.
s = ''
for i in range(8):
    s += f'{CSI}3{i}mF{i}{CSI}0m {CSI}4{i}mB{i}{CSI}0m {CSI}9{i}mH{i}{CSI}0m {CSI}10{i}mK{i}{CSI}0m\r\n'
s += ''.join(f'{CSI}38;5;{i}m#' for i in (16, 46, 196, 208, 231, 232, 255)) + f'{CSI}0m\r\n'
s += f'{CSI}38;2;255;128;0mtrue{CSI}48;2;0;0;128m colour{CSI}0m {CSI}38:2:1:2:3mcolon{CSI}0m\r\n'
s += (f'{CSI}1mbold{CSI}22m {CSI}3mitalic{CSI}23m {CSI}4munder{CSI}24m {CSI}21mdouble{CSI}24m '
      f'{CSI}4:3mcurly{CSI}4:0m {CSI}7mreverse{CSI}27m {CSI}9mstrike{CSI}29m {CSI}1;3;4;31mall{CSI}m\r\n')
write('sgr-colours', s, '--cols 60 --rows 14')

# CJK and mixed-width text, wrapping, wide characters at the right margin, combining marks.
s = ('中文混排 Latin 和汉字 mixed 日本語のテキスト end\r\n'
     'ｶﾀｶﾅ ひらがな カタカナ 한국어 café nai\u0308ve\r\n'
     'abcdefghijklmnopqrstuvwxyz0123中文wide at the edge\r\n'
     '全角文字が折り返されるときに右端で欠けないこと\r\n'
     f'{CSI}2;20H上書き{CSI}3;1H\u4e2d{CSI}1;3HX\r\n')
write('cjk-mixed', s, '--cols 30 --rows 10')

# htop-like: colour bars, reverse-video header line, status line, cursor hidden.
s = f'{ESC}[?1049h{CSI}?25l{CSI}H{CSI}2J'
for n, pct in enumerate((35, 80, 5, 60)):
    bar = '|' * (pct * 30 // 100)
    s += (f'{CSI}{n + 1};1H  {n}{CSI}1m[{CSI}0;32m{bar[:len(bar) // 2]}{CSI}31m{bar[len(bar) // 2:]}'
          f'{CSI}0m{CSI}{n + 1};34H{CSI}1m{pct:5.1f}%]{CSI}0m')
s += f'{CSI}6;1H{CSI}30;42m  PID USER      PRI  NI  VIRT   RES S CPU% MEM%  Command{CSI}K{CSI}0m'
for i, (pid, cmd) in enumerate(((1, 'init'), (412, 'bash'), (977, 'sandman-agent'))):
    sel = f'{CSI}30;46m' if i == 1 else ''
    s += f'{CSI}{7 + i};1H{sel}{pid:5d} root       20   0  9.8M  4.1M S  0.0  0.1  {cmd}{CSI}K{CSI}0m'
s += f'{CSI}12;1HF1{CSI}30;46mHelp  {CSI}0mF10{CSI}30;46mQuit  {CSI}0m'
write('htop-like', s, '--cols 64 --rows 12')

# Scroll regions: a fixed header and footer while the middle scrolls (less/vim style).
s = f'{CSI}1;1Hheader{CSI}8;1Hfooter{CSI}2;7r{CSI}2;1H'
for i in range(20):
    s += f'body {i}\r\n'
s += f'{CSI}r{CSI}2;1H{ESC}M{ESC}M'  # reverse index at the top of the (reset) region
write('scroll-region', s, '--cols 20 --rows 8')

# Resizes: shrink under the cursor, then grow (lines come back from history), then narrow.
s = ''.join(f'line {i}\r\n' for i in range(30)) + 'prompt$ '
n = len(s.encode())
s2 = 'after shrink\r\n'
s3 = 'after grow\r\nprompt$ '
write('resize-sequence', s + s2 + s3,
      f'--cols 40 --rows 20 --resize {n}:40x6 --resize {n + len(s2.encode())}:12x10')

# Title and split sequences: fed one byte at a time (--chunk 1).
s = f'{ESC}]0;first title{ESC}\\{ESC}]2;中文 title\x07{CSI}1;31msplit {CSI}0mtext\r\n{CSI}?2004h'
write('split-sequences', s, '--cols 30 --rows 4 --chunk 1')
