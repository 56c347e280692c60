// SPDX-License-Identifier: Apache-2.0
// Sandman code-context kernel for JavaScript on Node (DESIGN.md §2 "Code contexts").
//
// Protocol: one JSON request per line on stdin, {"id": "...", "code": "..."}; one JSON event
// per line on stdout: {"type": "ready"} once, then per request any number of
// stdout / stderr / result / error events and a final execution_complete. Code runs in this
// process's global context (vm.runInThisContext), so globals and top-level let/const persist
// between runs, as in the Node REPL.
//
// With --typescript each cell is TypeScript: transpiled (types erased, enums and the like
// lowered) by the TypeScript compiler before it runs. Node 20 strips no types itself; Debian's
// node-typescript package or an npm-installed `typescript` provides the compiler.
'use strict';

const fs = require('fs');
const readline = require('readline');
const util = require('util');
const vm = require('vm');

// A fresh open of our stdout pipe: a blocking file description of our own, so large events
// never hit EAGAIN when Node turns process.stdout non-blocking ('a': never truncates a file).
const eventsFd = fs.openSync('/proc/self/fd/1', 'a');
const typescript = process.argv.includes('--typescript') ? loadTypeScript() : null;

function loadTypeScript() {
    // $SANDMAN_TYPESCRIPT names the compiler's module when set; else where require() finds it
    // (NODE_PATH, node_modules beside the code), then Debian's place.
    const candidates = process.env.SANDMAN_TYPESCRIPT
        ? [process.env.SANDMAN_TYPESCRIPT]
        : ['typescript', '/usr/share/nodejs/typescript', '/usr/lib/nodejs/typescript'];
    for (const name of candidates) {
        try {
            return require(name);
        } catch {
            // next candidate
        }
    }
    // Said on stderr before "ready": the context's creation fails with this text.
    fs.writeSync(2, 'TypeScript code contexts need the TypeScript compiler, which is not installed: '
        + 'install the Debian package node-typescript (apt-get install node-typescript) or the npm '
        + 'package typescript (npm install -g typescript)\n');
    process.exit(1);
}

// TypeScript → the JavaScript the cell runs; a syntax error is thrown like node's own.
function transpile(code) {
    const output = typescript.transpileModule(code, {
        reportDiagnostics: true,
        compilerOptions: {
            target: typescript.ScriptTarget.ES2022,
            module: typescript.ModuleKind.CommonJS,
            noImplicitUseStrict: true, // sloppy like a JavaScript cell: top-level names persist
        },
    });
    const problems = (output.diagnostics || []).filter((d) => d.category === typescript.DiagnosticCategory.Error);
    if (problems.length > 0) {
        const error = new SyntaxError(problems.map((d) => typescript.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
        throw error;
    }
    return output.outputText;
}
let current = null;
let count = 0;

function emit(event) {
    event.id = current;
    fs.writeSync(eventsFd, JSON.stringify(event) + '\n');
}

// console.log and friends end in process.stdout/stderr.write: send that text as events.
for (const name of ['stdout', 'stderr']) {
    process[name].write = (chunk, encoding, callback) => {
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        if (text.length > 0)
            emit({ type: name, text });
        const done = typeof encoding === 'function' ? encoding : callback;
        if (typeof done === 'function')
            process.nextTick(done);
        return true;
    };
}

// Code may call require() like a module would, relative to the context's directory.
globalThis.require = require('module').createRequire(process.cwd() + '/');

function resultEvent(value) {
    const event = { type: 'result', text: typeof value === 'string' ? value : util.inspect(value) };
    if (value !== null && typeof value === 'object') {
        try {
            const json = JSON.stringify(value);
            if (json !== undefined)
                event.json = JSON.parse(json);
        } catch {
            // Cyclic or otherwise not JSON: text only.
        }
    }
    return event;
}

function errorEvent(error) {
    if (error instanceof Error) {
        return {
            type: 'error',
            ename: error.name || 'Error',
            evalue: error.message || '',
            // The kernel's own frames (vm, this file) say nothing about the user's code.
            traceback: String(error.stack || `${error.name}: ${error.message}`)
                .split('\n')
                .filter((line) => !line.includes(__filename) && !/\(node:|at node:/.test(line)),
        };
    }
    return { type: 'error', ename: 'Error', evalue: String(error), traceback: [] };
}

async function run(code, cell) {
    const source = typescript ? transpile(code) : code;
    let value = vm.runInThisContext(source, { filename: `<cell-${cell}>`, displayErrors: false });
    // A promise as the last value is awaited, so `fetchSomething()` shows what it resolves to.
    if (value !== null && typeof value === 'object' && typeof value.then === 'function')
        value = await value;
    if (value !== undefined)
        emit(resultEvent(value));
}

// Requests run one after another: a run that awaits keeps later requests waiting.
const queue = [];
let busy = false;

async function drain() {
    if (busy)
        return;
    busy = true;
    while (queue.length > 0) {
        const request = queue.shift();
        current = request.id ?? null;
        count += 1;
        try {
            await run(String(request.code ?? ''), count);
        } catch (error) {
            emit(errorEvent(error));
        }
        emit({ type: 'execution_complete', execution_count: count });
        current = null;
    }
    busy = false;
}

// Unhandled rejections and exceptions from callbacks must not end the kernel.
process.on('unhandledRejection', (reason) => emit(errorEvent(reason)));
process.on('uncaughtException', (error) => emit(errorEvent(error)));

const input = readline.createInterface({ input: process.stdin, terminal: false });
input.on('line', (line) => {
    if (!line.trim())
        return;
    try {
        queue.push(JSON.parse(line));
    } catch {
        return;
    }
    drain();
});
input.on('close', () => process.exit(0));

emit({ type: 'ready', pid: process.pid, version: process.version });
