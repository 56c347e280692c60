# SPDX-License-Identifier: Apache-2.0
# Sandman code-context kernel for Python (DESIGN.md §2 "Code contexts").
#
# Protocol: one JSON request per line on stdin, {"id": "...", "code": "..."}; one JSON event
# per line on stdout: {"type": "ready"} once, then per request any number of
# stdout / stderr / result / error events and a final execution_complete. State (variables,
# imports) lives in one namespace for the life of the process.
import ast
import base64
import io
import json
import os
import sys
import traceback

# The event channel is a private copy of fd 1; fd 1 itself then points at stderr so that
# bytes written around sys.stdout (C extensions, os.system, subprocesses) can never corrupt
# the event stream. Requests come from a private copy of fd 0, and user code reading stdin
# sees /dev/null (input() must not swallow the next request).
_events = os.fdopen(os.dup(1), "w", encoding="utf-8", newline="\n")
_requests = os.fdopen(os.dup(0), "r", encoding="utf-8", newline="\n")
os.dup2(2, 1)
_devnull = os.open(os.devnull, os.O_RDONLY)
os.dup2(_devnull, 0)
os.close(_devnull)
sys.stdin = open(os.devnull, "r")

_current = None

# Figures are drawn off-screen: matplotlib must not look for a display (a sandbox has none).
os.environ.setdefault("MPLBACKEND", "Agg")


def _emit(event):
    event["id"] = _current
    _events.write(json.dumps(event, default=str) + "\n")
    _events.flush()


class _Stream(io.TextIOBase):
    """sys.stdout / sys.stderr: whole lines are sent as they are produced, the rest on flush."""

    def __init__(self, name):
        super().__init__()
        self._name = name
        self._pending = ""

    @property
    def encoding(self):
        return "utf-8"

    def writable(self):
        return True

    def isatty(self):
        return False

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError("write() argument must be str, not " + type(text).__name__)
        self._pending += text
        cut = self._pending.rfind("\n")
        if cut >= 0:
            self._send(self._pending[: cut + 1])
            self._pending = self._pending[cut + 1 :]
        return len(text)

    def flush(self):
        if self._pending:
            self._send(self._pending)
            self._pending = ""

    def _send(self, text):
        _emit({"type": self._name, "text": text})


import warnings  # noqa: E402

warnings.filterwarnings("ignore", message=".*non-GUI backend.*")

sys.stdout = _Stream("stdout")
sys.stderr = _Stream("stderr")

_namespace = {"__name__": "__main__", "__builtins__": __builtins__}
_count = 0


def _json_value(value):
    if isinstance(value, (dict, list, tuple)):
        try:
            return json.loads(json.dumps(value))
        except (TypeError, ValueError):
            return None
    return None


def _result_event(value):
    event = {"type": "result", "text": repr(value)}
    # IPython-style rich representations, when the object offers them.
    for method, key in (
        ("_repr_html_", "html"),
        ("_repr_markdown_", "markdown"),
        ("_repr_latex_", "latex"),
        ("_repr_svg_", "svg"),
        ("_repr_png_", "png"),
        ("_repr_jpeg_", "jpeg"),
        ("_repr_json_", "json"),
        ("_repr_javascript_", "javascript"),
    ):
        function = getattr(value, method, None)
        if not callable(function):
            continue
        try:
            data = function()
        except Exception:
            continue
        if data is None:
            continue
        if isinstance(data, tuple):
            data = data[0]
        if isinstance(data, bytes):
            data = base64.b64encode(data).decode("ascii")
        event[key] = data
    if "json" not in event:
        json_value = _json_value(value)
        if json_value is not None:
            event["json"] = json_value
    return event


def _emit_figures():
    """matplotlib figures left open by a cell are shown as PNG results (as a notebook's
    inline backend does), then closed; plt.show() does nothing off-screen."""
    pyplot = sys.modules.get("matplotlib.pyplot")
    if pyplot is None:
        return
    if not getattr(pyplot.show, "_sandman", False):
        def show(*args, **kwargs):
            pass
        show._sandman = True
        pyplot.show = show
    try:
        numbers = list(pyplot.get_fignums())
    except Exception:
        return
    for number in numbers:
        try:
            figure = pyplot.figure(number)
            buffer = io.BytesIO()
            figure.savefig(buffer, format="png", bbox_inches="tight")
            _emit({"type": "result", "text": repr(figure),
                   "png": base64.b64encode(buffer.getvalue()).decode("ascii")})
        except Exception as error:
            _emit({"type": "stderr", "text": "figure %s could not be drawn: %s\n" % (number, error)})
    try:
        pyplot.close("all")
    except Exception:
        pass


def _run(code, cell):
    filename = "<cell-%d>" % cell
    tree = compile(code, filename, "exec", ast.PyCF_ONLY_AST)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    if tree.body:
        exec(compile(tree, filename, "exec"), _namespace)
    if last is not None:
        value = eval(compile(last, filename, "eval"), _namespace)
        if value is not None:
            _namespace["_"] = value
            sys.stdout.flush()
            sys.stderr.flush()
            _emit(_result_event(value))


def _error_event(error):
    trace = error.__traceback__
    # Drop the kernel's own frames: the user only wrote the cell.
    while trace is not None and trace.tb_frame.f_code.co_filename == __file__:
        trace = trace.tb_next
    if isinstance(error, SyntaxError):
        lines = traceback.format_exception_only(type(error), error)
    else:
        lines = traceback.format_exception(type(error), error, trace)
    return {
        "type": "error",
        "ename": type(error).__name__,
        "evalue": str(error),
        "traceback": [line.rstrip("\n") for line in lines],
    }


def main():
    global _current, _count
    _emit({"type": "ready", "pid": os.getpid(), "version": sys.version.split()[0]})
    for line in _requests:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError:
            continue
        _current = request.get("id")
        _count += 1
        try:
            _run(request.get("code", ""), _count)
        except BaseException as error:  # SystemExit and KeyboardInterrupt too: the kernel lives on
            sys.stdout.flush()
            sys.stderr.flush()
            _emit(_error_event(error))
        try:
            _emit_figures()
        except BaseException:
            pass
        sys.stdout.flush()
        sys.stderr.flush()
        _emit({"type": "execution_complete", "execution_count": _count})
        _current = None


main()
