#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Looks at a running Sandman the way a screen reader does: over the AT-SPI bus.

  atspi_walk.py --pid PID window
      walks the accessibility tree of the application's main window
  atspi_walk.py --pid PID terminal
      opens a terminal (Ctrl+Shift+T), types a command into it and reads the terminal's text and
      caret back through the AT-SPI Text interface
  atspi_walk.py --pid PID dialog KEY...
      types the keys (xdotool names: ctrl+shift+n, alt+f k) into the main window, waits for the
      dialog they open,
      walks its tree, closes it with Escape and waits until it is gone

Prints one JSON object: {"title": ..., "elements": N, "unnamed": ["role (path)", ...],
"focused": bool}; exits 0 when it could look (unnamed elements are the caller's to judge),
1 with {"error": ...} when it could not.
"""
import argparse
import json
import subprocess
import sys
import time

import pyatspi

# What a user can act on: each needs a name to be announced.
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_SLIDER, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_TABLE,
    pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST, pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_PAGE_TAB_LIST, pyatspi.ROLE_TERMINAL, pyatspi.ROLE_LINK, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_MENU, pyatspi.ROLE_DIAL,
}
# Their children are rows and cells, named by their own text.
CONTAINERS = {pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST}
FRAMES = {pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW, pyatspi.ROLE_ALERT}


def fail(message):
    print(json.dumps({"error": message}))
    sys.exit(1)


def find_app(pid, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:
                continue
        time.sleep(0.2)
    fail("no application with pid %d on the AT-SPI bus after %d s" % (pid, timeout))


def frames(app):
    found = []
    for i in range(app.childCount):
        child = app.getChildAtIndex(i)
        if child is not None and child.getRole() in FRAMES and child.getState().contains(pyatspi.STATE_SHOWING):
            found.append(child)
    return found


def is_interactive(node, role):
    if role not in INTERACTIVE:
        return role == pyatspi.ROLE_TEXT and node.getState().contains(pyatspi.STATE_EDITABLE)
    return True


def walk(root):
    unnamed = []
    count = 0
    focused = False

    def visit(node, path, depth):
        nonlocal count, focused
        if node is None or depth > 60:
            return
        state = node.getState()
        if not state.contains(pyatspi.STATE_SHOWING):
            return
        role = node.getRole()
        if state.contains(pyatspi.STATE_FOCUSED):
            focused = True
        here = "%s/%s" % (path, node.getRoleName())
        if is_interactive(node, role) or role == pyatspi.ROLE_TEXT:
            count += 1
            if is_interactive(node, role) and not (node.name or "").strip():
                unnamed.append("%s [%s]" % (node.getRoleName(), here))
        if role in CONTAINERS:
            return
        for i in range(node.childCount):
            visit(node.getChildAtIndex(i), here, depth + 1)

    visit(root, "", 0)
    return {"title": root.name, "elements": count, "unnamed": unnamed, "focused": focused}


def xdotool(*arguments):
    subprocess.run(["xdotool", *arguments], check=True, timeout=20,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def focus_window_of(pid):
    # Without a window manager nothing gives a window the keyboard focus: as a WM would, set it.
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True,
                           text=True, timeout=20).stdout.split()
    if not found:
        fail("no visible X window of pid %d" % pid)
    xdotool("windowfocus", "--sync", found[0])
    time.sleep(0.3)


def press(combo):
    xdotool("key", "--clearmodifiers", combo)
    time.sleep(0.2)


def find_role(root, role):
    found = []

    def visit(node, depth):
        # The tree changes under the walk (Ctrl+Shift+T adds a tab while we look): a node that
        # vanished meanwhile raises; skip it, the caller's loop walks again.
        try:
            if node is None or depth > 60 or not node.getState().contains(pyatspi.STATE_SHOWING):
                return
            if node.getRole() == role:
                found.append(node)
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
        except Exception:
            return
        for child in children:
            visit(child, depth + 1)

    visit(root, 0)
    return found


def read_terminal(window, deadline):
    press("ctrl+shift+t")
    terminal = None
    text = ""
    while time.time() < deadline:
        try:
            terminals = [t for t in find_role(window, pyatspi.ROLE_TERMINAL)
                         if t.getState().contains(pyatspi.STATE_FOCUSED)]
            if terminals:
                terminal = terminals[0]
                text = terminal.queryText().getText(0, -1)
                if text.strip():  # the shell's prompt
                    break
        except Exception:  # a terminal that went away between the walk and the read
            terminal = None
        time.sleep(0.2)
    if terminal is None:
        fail("Ctrl+Shift+T gave no terminal the focus")
    xdotool("type", "--delay", "20", "echo atspi-$((6*7))")
    press("Return")
    while time.time() < deadline:
        text = terminal.queryText().getText(0, -1)
        if "\natspi-42" in text:
            break
        time.sleep(0.2)
    iface = terminal.queryText()
    caret = iface.caretOffset
    line = iface.getTextAtOffset(caret, pyatspi.TEXT_BOUNDARY_LINE_START)
    return {"name": terminal.name, "text": text, "caret": caret, "characters": iface.characterCount,
            "caret_line": line[0]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--timeout", type=int, default=30)
    parser.add_argument("what", choices=["window", "dialog", "terminal"])
    parser.add_argument("keys", nargs="*")
    args = parser.parse_args()

    app = find_app(args.pid, args.timeout)
    deadline = time.time() + args.timeout
    while not frames(app) and time.time() < deadline:
        time.sleep(0.2)
    windows = frames(app)
    if not windows:
        fail("the application shows no window")
    main_window = windows[0]
    if args.what == "window":
        print(json.dumps(walk(main_window)))
        return

    focus_window_of(args.pid)
    if args.what == "terminal":
        print(json.dumps(read_terminal(main_window, deadline)))
        return
    names_before = [w.name for w in windows]
    for combo in args.keys:
        press(combo)
    dialog = None
    while time.time() < deadline and dialog is None:
        for frame in frames(app):
            if frame.getRole() in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_ALERT) or frame.name not in names_before:
                dialog = frame
                break
        else:
            time.sleep(0.2)
    if dialog is None:
        fail("no dialog appeared after %s" % " ".join(args.keys))
    time.sleep(0.3)  # its children are laid out and shown
    result = walk(dialog)
    press("Escape")
    while time.time() < deadline:
        if all(f.name != result["title"] or f.getRole() == pyatspi.ROLE_FRAME for f in frames(app)):
            break
        time.sleep(0.2)
    else:
        result["error"] = "the dialog did not close on Escape"
    print(json.dumps(result))


if __name__ == "__main__":
    main()
