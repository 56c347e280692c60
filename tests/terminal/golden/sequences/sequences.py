#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes short hand-made escape sequence streams (NAME.vt, NAME.args) for the xterm.js
comparison in tst_terminalgolden: the controls real programs use, with wide characters cut
by erases, inserts and deletes. Then: cd .. && node make_reference.mjs"""
import os

E = '\x1b'
C = E + '['
CASES = {
    'decdwl': f'{E}#6double width\r\n{E}#3top half\r\n{E}#4top half\r\nnormal\r\n',
    # Lines scrolled in next to double-width ones are laid out at full width (libvterm 0.1.4
    # left the line info of the row that was there on them), by a reverse index at the top and
    # by a linefeed at the bottom; the first line goes into the scrollback.
    'decdwl-scrolled': f'{C}1;1H{E}#6top{E}M{E}M\rfull width after a reverse index' + '.' * 47
                       + f'{C}4;1H{E}#6double width\r\n{E}#3tall\r\n{E}#4tall\r\n'
                       + ''.join(f'line{i}\r\n' for i in range(10))
                       + f'{C}24;1H{E}#6wide at the bottom\n\r' + 'x' * 80,
    'colon-rgb': f'{C}38:2::10:20:30mA{C}0m {C}48:2::1:2:3mB{C}0m {C}38:5:200mC{C}0m {C}58:2::1:2:3;4mD{C}0m\r\n',
    'rep': f'ab{C}5bX\r\n─{C}10b\r\n',
    'insert-delete-wide': f'中文字符测试abc\r{C}2C{C}2@\r\n中文字符测试abc\r{C}1C{C}1P|\r\n'
                          f'abcdef\r{C}3G中{C}2D{C}K\r\n中文字符\r{C}1C{C}1@|\r\n' + '中' * 40 + f'\r{C}1@\r\n',
    'erase-wide': f'中文字符\r{C}C{C}2X|\r\nab中文字符\r{C}3C{C}K|\r\n中文字符\r{C}1C{C}1K|\r\n中文字符\r{C}2Gz\r\n',
    'insert-mode': f'hello world\r{C}4hXY{C}4l\r\n',
    'tabs': f'a\tb\tc\r\n{C}3g{C}5G{E}H\ra\tb\tc\r\n',
    'decaln': f'{E}#8{C}3;3Hx',
    'origin-mode': f'{C}5;10r{C}?6h{C}1;1Hin{C}?6l{C}r{C}20;1Hend',
    'insert-delete-lines': 'l1\r\nl2\r\nl3\r\nl4\r\nl5\r\n' + f'{C}2;4r{C}2;1H{C}L{C}4;1H{C}M{C}r{C}10;1H',
    'reverse-index': f'top\r\n{C}1;1H{E}M{E}Mline',
    'wide-at-margin': 'x' * 79 + '中y\r\n' + 'x' * 78 + f'中{C}K\r\n',
    'autowrap-off': f'{C}?7l' + 'a' * 85 + f'{C}?7h\r\n',
    'combining': 'e\u0301 a\u0308 \u4e2d\u0301 x\u200by\r\n',
    'sgr-attributes': f'{C}1;2;3;4;5;7;9mX{C}22;23;24;25;27;29mY{C}2mdim{C}0m {C}8mhid{C}0m{C}53mover{C}0m\r\n',
    'bright-colours': f'{C}90mA{C}97mB{C}100mC{C}1;31mD{C}0m\r\n',
    'save-restore-cursor': f'ab{E}7{C}5;5Hcd{E}8ef{C}s{C}10;10Hgh{C}uij',
    'titles': f'{E}]0;title\x07{E}]2;t2{E}\\text',
    'scroll-off-screen': ''.join(f'line{i}\r\n' for i in range(30)),
    'erase-in-line-display': 'abcdefghij\r\n' * 3 + f'{C}2;5H{C}1K{C}3;5H{C}0J',
    'background-erase': f'{C}44m{C}2J{C}5;5Hx{C}K{C}0m',
}
here = os.path.dirname(os.path.abspath(__file__))
for name, text in CASES.items():
    with open(os.path.join(here, name + '.vt'), 'wb') as f:
        f.write(text.encode())
    with open(os.path.join(here, name + '.args'), 'w') as f:
        f.write('--cols 80 --rows 24\n')
