// SPDX-License-Identifier: Apache-2.0
// Compatibility test: the official `@cloudflare/sandbox` npm package's route-based
// SandboxClient drives a real sandman-agent, started here on a free loopback port with a
// generated token, over either of the SDK's transports (SANDMAN_COMPAT_TRANSPORT):
// "websocket" (token in the wsUrl query; the SDK sends calls made while it reconnects over
// HTTP) or "http" (its default: plain HTTP/1.1, streams as Server-Sent Events). Both send the
// token as "Authorization: Bearer" on HTTP requests (the SDK's defaultHeaders).
//
// Run: SANDMAN_AGENT=/path/to/sandman-agent [SANDMAN_COMPAT_TRANSPORT=http] \
//      node --import ./register.mjs --test sdk_compat.test.mjs
// (Node 20 also needs --experimental-websocket; the CTest wrapper adds it when needed.)
//
// Every assertion states what the SDK sends or expects. Where sandman-agent differs, the
// test keeps the SDK's expectation and is marked "MISMATCH" so that it fails until fixed.
// Routes of the Cloudflare container that Sandman does not serve yet are `todo` tests.
import { Sandbox, SandboxClient, collectFile, parseSSEStream } from '@cloudflare/sandbox';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startAgent, stopAgent, waitFor } from './agent.mjs';

const agentPath = process.env.SANDMAN_AGENT;
const transport = process.env.SANDMAN_COMPAT_TRANSPORT ?? 'websocket';
const sdkVersion = JSON.parse(readFileSync(new URL('./node_modules/@cloudflare/sandbox/package.json', import.meta.url))).version;
const token = randomBytes(24).toString('hex');
const scratch = mkdtempSync(join(tmpdir(), 'sandman-compat-'));
const root = join(scratch, 'root');
const SESSION = 'compat';

let agent;
let wsBase;
let client;

function makeClient(accessToken = token) {
    const common = {
        baseUrl: wsBase.replace(/^ws/, 'http').replace(/\/ws$/, ''),
        defaultHeaders: { Authorization: `Bearer ${accessToken}` },
        retryTimeoutMs: 1000,
    };
    if (transport === 'http') return new SandboxClient({ ...common, transportMode: 'http' });
    return new SandboxClient({
        ...common,
        transportMode: 'websocket',
        wsUrl: `${wsBase}?access_token=${encodeURIComponent(accessToken)}`,
    });
}

// Asserts that `promise` rejects with an SDK error carrying the given code and status.
async function rejectsWithCode(promise, code, httpStatus) {
    await assert.rejects(promise, (error) => {
        assert.equal(error.code, code, `expected ${code}, got ${error.code}: ${error.message}`);
        if (httpStatus !== undefined) assert.equal(error.httpStatus, httpStatus);
        assert.equal(typeof error.message, 'string');
        assert.equal(typeof error.timestamp, 'string');
        return true;
    });
}

async function collect(stream) {
    const events = [];
    for await (const event of parseSSEStream(stream)) events.push(event);
    return events;
}

before(async () => {
    assert.ok(agentPath, 'SANDMAN_AGENT must name the sandman-agent binary');
    assert.equal(typeof WebSocket, 'function', 'global WebSocket missing: run node with --experimental-websocket (Node < 22)');
    const started = await startAgent(agentPath, { token, root });
    agent = started.child;
    wsBase = started.url;
    client = makeClient();
});

after(async () => {
    client?.disconnect();
    await stopAgent(agent);
    rmSync(scratch, { recursive: true, force: true });
});

describe('utilities and sessions', () => {
    test(`ping answers "pong" over the ${transport} transport`, async () => {
        assert.equal(client.getTransportMode(), transport);
        assert.equal(await client.utils.ping(), 'pong');
    });

    test('getVersion (GET /api/version) reports the version the SDK checks for', async () => {
        // The SDK swallows errors here and returns "unknown"; any other value than its own
        // version is logged as a "version_mismatch" warning (Sandbox.checkVersionCompatibility).
        const version = await client.utils.getVersion();
        assert.equal(version, sdkVersion);
    });

    test('createSession (POST /api/session/create with id, env, cwd)', async () => {
        const result = await client.utils.createSession({ id: SESSION, env: { COMPAT_SESSION_VAR: 'from-session' }, cwd: root });
        assert.equal(result.success, true);
        assert.equal(result.id, SESSION);
        assert.equal(typeof result.timestamp, 'string');
        const pwd = await client.commands.execute('pwd; echo "$COMPAT_SESSION_VAR"', SESSION);
        assert.equal(pwd.stdout, `${root}\nfrom-session\n`);
    });

    test('duplicate createSession fails with SESSION_ALREADY_EXISTS (409)', async () => {
        await rejectsWithCode(client.utils.createSession({ id: SESSION }), 'SESSION_ALREADY_EXISTS', 409);
    });

    test('a wrong access token is refused and nothing runs', async () => {
        const intruder = makeClient('not-the-token');
        const marker = join(root, 'intruder-marker');
        try {
            await assert.rejects(intruder.commands.execute(`touch ${marker}`, SESSION));
        } finally {
            intruder.disconnect();
        }
        assert.equal(existsSync(marker), false);
    });
});

describe('commands', () => {
    test('execute: stdout, stderr, exitCode, success, command', async () => {
        const ok = await client.commands.execute('echo out; echo err >&2', SESSION);
        assert.equal(ok.success, true);
        assert.equal(ok.exitCode, 0);
        assert.equal(ok.stdout, 'out\n');
        assert.equal(ok.stderr, 'err\n');
        assert.equal(ok.command, 'echo out; echo err >&2');
        assert.equal(typeof ok.timestamp, 'string');

        const failed = await client.commands.execute("echo partial; sh -c 'exit 3'", SESSION);
        assert.equal(failed.success, false);
        assert.equal(failed.exitCode, 3);
        assert.equal(failed.stdout, 'partial\n');
    });

    test('execute with per-command env and cwd (scoped to that command)', async () => {
        const scoped = await client.commands.execute('echo "$COMPAT_CMD_VAR"; pwd', SESSION, { env: { COMPAT_CMD_VAR: 'per-command' }, cwd: '/' });
        assert.equal(scoped.stdout, 'per-command\n/\n');
        const next = await client.commands.execute('echo "${COMPAT_CMD_VAR-unset}"; pwd', SESSION);
        assert.equal(next.stdout, `unset\n${root}\n`);
    });

    test('session state persists between commands (how Sandbox.setEnvVars works)', async () => {
        // The route-based client has no setEnvVars; the SDK's Sandbox implements it by running
        // `export KEY=value` in the session, so the session shell must keep exports and cd.
        const exported = await client.commands.execute("export COMPAT_EXPORTED='a b'", SESSION);
        assert.equal(exported.exitCode, 0);
        const read = await client.commands.execute('echo "$COMPAT_EXPORTED"', SESSION);
        assert.equal(read.stdout, 'a b\n');
        const unset = await client.commands.execute('unset COMPAT_EXPORTED; echo "${COMPAT_EXPORTED-gone}"', SESSION);
        assert.equal(unset.stdout, 'gone\n');
    });

    test('executeStream (POST /api/execute/stream): start, stdout, stderr, complete events', async () => {
        const stream = await client.commands.executeStream("echo one; echo two >&2; echo three; sh -c 'exit 4'", SESSION);
        const events = await collect(stream);
        const types = events.map((event) => event.type);
        assert.equal(types[0], 'start');
        assert.equal(types.at(-1), 'complete');
        assert.equal(events[0].command, "echo one; echo two >&2; echo three; sh -c 'exit 4'");
        const text = (type) => events.filter((event) => event.type === type).map((event) => event.data).join('');
        assert.equal(text('stdout'), 'one\nthree\n');
        assert.equal(text('stderr'), 'two\n');
        assert.equal(events.at(-1).exitCode, 4);
        for (const event of events) assert.ok(['start', 'stdout', 'stderr', 'complete'].includes(event.type), event.type);
    });

    // The SDK's WebSocket transport closes a socket idle for ~1 s; calls made while it connects
    // again go over HTTP (WebSocketTransport.doFetch / requestStream while "connecting").
    test('a Promise.all burst after the socket went idle: every call answered', async () => {
        await client.commands.execute('true', SESSION);
        await sleep(2000);
        const calls = Array.from({ length: 6 }, (_, i) => client.commands.execute(`echo burst-${i}`, SESSION));
        const streams = Array.from({ length: 2 }, (_, i) =>
            client.commands.executeStream(`echo stream-${i}`, SESSION).then(collect));
        const [results, streamed] = await Promise.all([Promise.all(calls), Promise.all(streams)]);
        results.forEach((result, i) => assert.equal(result.stdout, `burst-${i}\n`));
        streamed.forEach((events, i) => {
            assert.equal(events.at(-1).type, 'complete');
            assert.equal(events.filter((event) => event.type === 'stdout').map((event) => event.data).join(''), `stream-${i}\n`);
        });
    });

    // Not an SDK requirement (the Cloudflare container ignores `cancel`), but DESIGN.md §3
    // promises that `{type:"cancel"}` cancels the stream "and the command behind it"; the SDK
    // sends it when the stream is cancelled. The whole command stops: the shell is frozen and
    // replaced, so the rest of the command line (`touch`) never runs.
    test('cancelling an executeStream stops the command', async () => {
        const marker = join(root, 'cancel-marker');
        const stream = await client.commands.executeStream(`echo started; sleep 1; touch ${marker}`, SESSION);
        const reader = stream.getReader();
        const decoder = new TextDecoder();
        let seen = '';
        while (!seen.includes('started')) {
            const { done, value } = await reader.read();
            assert.equal(done, false, 'stream ended before the command printed');
            seen += decoder.decode(value, { stream: true });
        }
        await reader.cancel(); // the SDK sends {type:"cancel", id} — the command is now in `sleep 1`
        await sleep(1500);
        assert.equal(existsSync(marker), false, 'the cancelled command still ran to completion');
        // The session is usable afterwards.
        const after = await waitFor(async () => {
            try {
                return await client.commands.execute('echo alive', SESSION);
            } catch {
                return null;
            }
        });
        assert.equal(after?.stdout, 'alive\n');
    });

    // The SDK's getSession(id) only binds the id on the client side: the container creates a
    // session on its first use, with the sandbox's settings; it is an ordinary session after.
    test('execute in an unknown session creates it on first use', async () => {
        const first = await client.commands.execute('export MADE=yes; pwd', 'made-on-first-use');
        assert.equal(first.stdout, `${realpathSync(root)}\n`);
        const second = await client.commands.execute('echo "$MADE"', 'made-on-first-use');
        assert.equal(second.stdout, 'yes\n');
        const file = await client.files.writeFile('first-use.txt', 'x', 'written-on-first-use');
        assert.equal(file.success, true);
        await client.utils.deleteSession('made-on-first-use');
        await client.utils.deleteSession('written-on-first-use');
    });

    test('an invalid session id still fails with VALIDATION_FAILED (400)', async () => {
        await rejectsWithCode(client.commands.execute('true', 'no such session!'), 'VALIDATION_FAILED', 400);
    });

    // enableDefaultSession: false sends the reserved id "__DISABLE_SESSION__": every call
    // runs in a fresh shell with the sandbox's environment; nothing persists between calls.
    test('sessionless calls (__DISABLE_SESSION__) share no state', async () => {
        const none = '__DISABLE_SESSION__';
        await client.commands.execute('export SESSIONLESS=1; cd /; f() { :; }', none);
        const next = await client.commands.execute('echo "[$SESSIONLESS]"; pwd; type f >/dev/null 2>&1 || echo no-f', none);
        assert.equal(next.stdout, `[]\n${realpathSync(root)}\nno-f\n`);
        const written = await client.files.writeFile('sessionless.txt', 'none', none);
        assert.equal(written.success, true);
        assert.equal(readFileSync(join(root, 'sessionless.txt'), 'utf8'), 'none');
        const started = await client.processes.startProcess('echo sessionless-process', none);
        assert.equal(started.success, true);
    });
});

describe('processes', () => {
    test('startProcess / listProcesses / getProcess / getProcessLogs / killProcess', async () => {
        const started = await client.processes.startProcess('echo p-out; echo p-err >&2; exec sleep 60', SESSION, { processId: 'compat-proc' });
        assert.equal(started.success, true);
        assert.equal(started.processId, 'compat-proc');
        assert.equal(started.command, 'echo p-out; echo p-err >&2; exec sleep 60');
        assert.equal(typeof started.pid, 'number');

        const listed = await client.processes.listProcesses();
        assert.equal(listed.success, true);
        const entry = listed.processes.find((process) => process.id === 'compat-proc');
        assert.ok(entry, 'listProcesses lacks the started process');
        assert.equal(entry.command, started.command);
        assert.ok(['starting', 'running'].includes(entry.status), entry.status);
        assert.equal(typeof entry.startTime, 'string');

        const logs = await waitFor(async () => {
            const result = await client.processes.getProcessLogs('compat-proc');
            return result.stdout.includes('p-out') && result.stderr.includes('p-err') ? result : null;
        });
        assert.ok(logs, 'getProcessLogs never showed the output');
        assert.equal(logs.processId, 'compat-proc');
        assert.equal(logs.stdout, 'p-out\n');
        assert.equal(logs.stderr, 'p-err\n');

        const info = await client.processes.getProcess('compat-proc');
        assert.equal(info.process.id, 'compat-proc');
        assert.equal(info.process.status, 'running');

        const killed = await client.processes.killProcess('compat-proc');
        assert.equal(killed.success, true);
        assert.equal(killed.processId, 'compat-proc');

        const ended = await waitFor(async () => {
            const result = await client.processes.getProcess('compat-proc');
            return result.process.status === 'running' ? null : result;
        });
        assert.equal(ended?.process.status, 'killed');
        assert.equal(typeof ended.process.endTime, 'string');
    });

    test('streamProcessLogs (GET /api/process/{id}/stream): process_info, output, exit', async () => {
        await client.processes.startProcess('echo first; sleep 0.2; echo second', SESSION, { processId: 'compat-stream' });
        const events = await collect(await client.processes.streamProcessLogs('compat-stream'));
        assert.equal(events[0].type, 'process_info');
        assert.equal(events.at(-1).type, 'exit');
        assert.equal(events.at(-1).exitCode, 0);
        const stdout = events.filter((event) => event.type === 'stdout').map((event) => event.data).join('');
        assert.equal(stdout, 'first\nsecond\n');
    });

    test('killAllProcesses (DELETE /api/process/kill-all)', async () => {
        await client.processes.startProcess('sleep 60', SESSION);
        const result = await client.processes.killAllProcesses();
        assert.equal(result.success, true);
        assert.equal(typeof result.cleanedCount, 'number');
        assert.ok(result.cleanedCount >= 1);
        const settled = await waitFor(async () => {
            const listed = await client.processes.listProcesses();
            return listed.processes.every((process) => process.status !== 'running') ? listed : null;
        });
        assert.ok(settled, 'processes still running after killAllProcesses');
    });

    test('getProcess of an unknown id fails with PROCESS_NOT_FOUND (404)', async () => {
        await rejectsWithCode(client.processes.getProcess('no-such-process'), 'PROCESS_NOT_FOUND', 404);
    });
});

describe('files', () => {
    const dir = () => join(root, 'files', 'nested');

    test('mkdir (recursive) / writeFile / readFile / exists', async () => {
        const made = await client.files.mkdir(dir(), SESSION, { recursive: true });
        assert.equal(made.success, true);
        assert.equal(made.path, dir());
        assert.equal(made.recursive, true);

        const written = await client.files.writeFile(join(dir(), 'hello.txt'), 'héllo\nwörld\n', SESSION);
        assert.equal(written.success, true);
        assert.equal(written.path, join(dir(), 'hello.txt'));
        assert.equal(readFileSync(join(dir(), 'hello.txt'), 'utf8'), 'héllo\nwörld\n');

        const read = await client.files.readFile(join(dir(), 'hello.txt'), SESSION);
        assert.equal(read.success, true);
        assert.equal(read.content, 'héllo\nwörld\n');
        assert.equal(read.encoding, 'utf-8');
        assert.equal(read.isBinary, false);
        assert.equal(read.size, Buffer.byteLength('héllo\nwörld\n'));

        const exists = await client.files.exists(join(dir(), 'hello.txt'), SESSION);
        assert.equal(exists.success, true);
        assert.equal(exists.exists, true);
    });

    test('binary content round-trips as base64', async () => {
        const bytes = Buffer.from([0, 1, 2, 0xfe, 0xff]);
        await client.files.writeFile(join(dir(), 'blob.bin'), bytes.toString('base64'), SESSION, { encoding: 'base64' });
        assert.deepEqual(readFileSync(join(dir(), 'blob.bin')), bytes);
        const read = await client.files.readFile(join(dir(), 'blob.bin'), SESSION);
        assert.equal(read.encoding, 'base64');
        assert.equal(read.isBinary, true);
        assert.equal(read.content, bytes.toString('base64'));
    });

    test('listFiles returns FileInfo entries', async () => {
        await client.files.mkdir(join(dir(), 'sub'), SESSION);
        const listed = await client.files.listFiles(dir(), SESSION);
        assert.equal(listed.success, true);
        assert.equal(listed.path, dir());
        assert.equal(listed.count, listed.files.length);
        const byName = Object.fromEntries(listed.files.map((file) => [file.name, file]));
        assert.equal(byName['hello.txt']?.type, 'file');
        assert.equal(byName['hello.txt'].absolutePath, join(dir(), 'hello.txt'));
        assert.equal(byName['hello.txt'].relativePath, 'hello.txt');
        assert.equal(byName['hello.txt'].size, Buffer.byteLength('héllo\nwörld\n'));
        assert.equal(typeof byName['hello.txt'].modifiedAt, 'string');
        assert.equal(typeof byName['hello.txt'].mode, 'string');
        assert.equal(byName['hello.txt'].permissions.readable, true);
        assert.equal(byName.sub?.type, 'directory');
    });

    test('renameFile / moveFile / deleteFile', async () => {
        const renamed = await client.files.renameFile(join(dir(), 'hello.txt'), join(dir(), 'renamed.txt'), SESSION);
        assert.equal(renamed.success, true);
        const moved = await client.files.moveFile(join(dir(), 'renamed.txt'), join(dir(), 'sub', 'moved.txt'), SESSION);
        assert.equal(moved.success, true);
        assert.equal(readFileSync(join(dir(), 'sub', 'moved.txt'), 'utf8'), 'héllo\nwörld\n');
        const deleted = await client.files.deleteFile(join(dir(), 'sub', 'moved.txt'), SESSION);
        assert.equal(deleted.success, true);
        const exists = await client.files.exists(join(dir(), 'sub', 'moved.txt'), SESSION);
        assert.equal(exists.exists, false);
    });

    test('readFile of a missing file fails with FILE_NOT_FOUND (404)', async () => {
        const missing = join(dir(), 'missing.txt');
        await rejectsWithCode(client.files.readFile(missing, SESSION), 'FILE_NOT_FOUND', 404);
        await assert.rejects(client.files.readFile(missing, SESSION), { name: 'FileNotFoundError' });
    });

    // readFileStream (POST /api/read/stream): SSE events `metadata {mimeType, size, isBinary,
    // encoding}`, `chunk {data}` (text, or base64 of at most 65535 bytes), `complete {bytesRead}`,
    // as the SDK's streamFile()/collectFile() read them.
    const CHUNK = 65535;
    const chunksOf = (events) => events.filter((event) => event.type === 'chunk');

    test('readFileStream of a text file: metadata, chunk, complete', async () => {
        const text = 'héllo\nstreamed wörld 日本語\n';
        writeFileSync(join(dir(), 'stream.txt'), text);
        const events = await collect(await client.files.readFileStream(join(dir(), 'stream.txt'), SESSION));
        assert.deepEqual(events.map((event) => event.type), ['metadata', 'chunk', 'complete']);
        assert.deepEqual(events[0], { type: 'metadata', mimeType: 'text/plain', size: Buffer.byteLength(text), isBinary: false, encoding: 'utf-8' });
        assert.equal(events[1].data, text);
        assert.equal(events[2].bytesRead, Buffer.byteLength(text));
        // The same verdict as readFile.
        const read = await client.files.readFile(join(dir(), 'stream.txt'), SESSION);
        assert.deepEqual([read.isBinary, read.encoding, read.mimeType, read.size], [false, 'utf-8', 'text/plain', Buffer.byteLength(text)]);
    });

    test('readFileStream of a binary file: base64 chunks that collectFile() decodes', async () => {
        const bytes = Buffer.from([0, 1, 2, 0xfe, 0xff]);
        const { content, metadata } = await collectFile(await client.files.readFileStream(join(dir(), 'blob.bin'), SESSION));
        assert.equal(metadata.isBinary, true);
        assert.equal(metadata.encoding, 'base64');
        assert.equal(metadata.size, bytes.length);
        assert.ok(content instanceof Uint8Array);
        assert.deepEqual(Buffer.from(content), bytes);
    });

    test('readFileStream of a text file larger than one chunk (characters split at chunk ends)', async () => {
        // 'ü' is 2 bytes and CHUNK is odd, so raw chunk boundaries fall inside characters.
        const text = 'ü'.repeat(100000) + '末尾\n';
        const size = Buffer.byteLength(text);
        writeFileSync(join(dir(), 'large.txt'), text);
        const events = await collect(await client.files.readFileStream(join(dir(), 'large.txt'), SESSION));
        assert.equal(events[0].type, 'metadata');
        assert.equal(events[0].size, size);
        assert.equal(events[0].isBinary, false);
        const chunks = chunksOf(events);
        assert.ok(chunks.length >= Math.ceil(size / CHUNK), `only ${chunks.length} chunks for ${size} bytes`);
        for (const chunk of chunks) assert.ok(!chunk.data.includes('\uFFFD'), 'a chunk holds a broken character');
        assert.equal(chunks.map((chunk) => chunk.data).join(''), text);
        assert.deepEqual(events.at(-1), { type: 'complete', bytesRead: size });
        const { content } = await collectFile(await client.files.readFileStream(join(dir(), 'large.txt'), SESSION));
        assert.equal(content, text);
    });

    test('readFileStream of a binary file larger than one chunk', async () => {
        const bytes = randomBytes(5 * CHUNK + 1234);
        bytes[0] = 0;
        writeFileSync(join(dir(), 'large.bin'), bytes);
        const events = await collect(await client.files.readFileStream(join(dir(), 'large.bin'), SESSION));
        assert.equal(events[0].isBinary, true);
        const chunks = chunksOf(events);
        assert.equal(chunks.length, 6);
        for (const chunk of chunks.slice(0, -1)) assert.equal(Buffer.from(chunk.data, 'base64').length, CHUNK);
        assert.deepEqual(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, 'base64'))), bytes);
        assert.equal(events.at(-1).bytesRead, bytes.length);
        const { content } = await collectFile(await client.files.readFileStream(join(dir(), 'large.bin'), SESSION));
        assert.deepEqual(Buffer.from(content), bytes);
    });

    test('readFileStream of an empty file: metadata and complete only', async () => {
        writeFileSync(join(dir(), 'empty.txt'), '');
        const events = await collect(await client.files.readFileStream(join(dir(), 'empty.txt'), SESSION));
        assert.deepEqual(events.map((event) => event.type), ['metadata', 'complete']);
        assert.equal(events[0].size, 0);
        assert.equal(events[1].bytesRead, 0);
    });

    // Errors found before the first event are error responses (streamRejectsWithCode).
    for (const [name, target, code, status] of [
        ['a missing file', () => join(dir(), 'missing.bin'), 'FILE_NOT_FOUND', 404],
        ['a directory', () => dir(), 'IS_DIRECTORY', 400],
        ['an empty path', () => '', 'VALIDATION_FAILED', 400],
    ]) {
        test(`readFileStream of ${name} fails with ${code} (${status})`, async () => {
            await streamRejectsWithCode(client.files.readFileStream(target(), SESSION), code, status);
        });
    }
});

describe('git', () => {
    let repo;
    const haveGit = (() => {
        try {
            execFileSync('git', ['--version'], { stdio: 'ignore' });
            return true;
        } catch {
            return false;
        }
    })();

    before(() => {
        if (!haveGit) return;
        repo = join(scratch, 'origin-repo');
        const git = (...args) => execFileSync('git', ['-C', repo, ...args], { stdio: 'ignore' });
        execFileSync('git', ['init', '-q', repo], { stdio: 'ignore' });
        git('checkout', '-q', '-b', 'main');
        writeFileSync(join(repo, 'README.md'), 'compat repo\n');
        git('add', 'README.md');
        git('-c', 'user.name=compat', '-c', 'user.email=compat@example.invalid', 'commit', '-q', '-m', 'initial');
    });

    test('gitCheckout of a local file:// repository', { skip: !haveGit && 'git not installed' }, async () => {
        const target = join(root, 'clone');
        const result = await client.git.checkout(`file://${repo}`, SESSION, { targetDir: target });
        assert.equal(result.success, true);
        assert.equal(result.repoUrl, `file://${repo}`);
        assert.equal(result.branch, 'main');
        assert.equal(result.targetDir, target);
        const read = await client.files.readFile(join(target, 'README.md'), SESSION);
        assert.equal(read.content, 'compat repo\n');
    });

    test('gitCheckout of a missing branch fails with GIT_BRANCH_NOT_FOUND (404)', { skip: !haveGit && 'git not installed' }, async () => {
        await rejectsWithCode(client.git.checkout(`file://${repo}`, SESSION, { targetDir: join(root, 'clone-missing'), branch: 'no-such-branch' }), 'GIT_BRANCH_NOT_FOUND', 404);
    });
});

describe('code interpreter', () => {
    let havePython = true;
    try {
        execFileSync('python3', ['--version'], { stdio: 'ignore' });
    } catch {
        havePython = false;
    }
    const skip = !havePython && 'python3 not installed';

    // runCodeStream as the SDK's CodeInterpreter.runCode uses it: callbacks per event.
    async function runCode(contextId, code, language, timeoutMs) {
        const run = { stdout: [], stderr: [], results: [], error: undefined };
        await client.interpreter.runCodeStream(contextId, code, language, {
            onStdout: (output) => { run.stdout.push(output.text); },
            onStderr: (output) => { run.stderr.push(output.text); },
            onResult: (result) => { run.results.push(result); },
            onError: (error) => { run.error = error; },
        }, timeoutMs);
        return run;
    }

    test('createCodeContext (POST /api/contexts) with cwd and envVars', { skip }, async () => {
        const context = await client.interpreter.createCodeContext({ language: 'python', envVars: { GREETING: 'hi there' } });
        assert.equal(typeof context.id, 'string');
        assert.equal(context.language, 'python');
        assert.equal(context.cwd, '/workspace'); // what the SDK sent by default
        assert.ok(context.createdAt instanceof Date && !Number.isNaN(context.createdAt.getTime()));
        const run = await runCode(context.id, 'import os\nprint(os.environ["GREETING"])\nos.getcwd()');
        assert.deepEqual(run.stdout, ['hi there\n']);
        assert.equal(run.results.length, 1);
        assert.equal(run.results[0].text, `'${realpathSync(root)}'`); // /workspace is the agent's --root here
    });

    test('runCodeStream (POST /api/execute/code): state, stdout, results, json, errors', { skip }, async () => {
        const { id } = await client.interpreter.createCodeContext({ language: 'python' });
        const first = await runCode(id, 'x = 1\nprint("hello")', 'python');
        assert.deepEqual(first.stdout, ['hello\n']);
        assert.equal(first.results.length, 0);
        assert.equal(first.error, undefined);
        const second = await runCode(id, 'x + 1');
        assert.equal(second.results[0].text, '2');
        assert.deepEqual(second.results[0].formats(), ['text']);
        const dict = await runCode(id, '{"a": [1, 2]}');
        assert.deepEqual(dict.results[0].json, { a: [1, 2] });
        assert.ok(dict.results[0].formats().includes('json'));
        const failing = await runCode(id, 'import sys\nsys.stderr.write("warn\\n")\n1/0');
        assert.deepEqual(failing.stderr, ['warn\n']);
        assert.equal(failing.error.name, 'ZeroDivisionError');
        assert.equal(failing.error.message, 'division by zero');
        assert.ok(Array.isArray(failing.error.traceback) && failing.error.traceback.length > 0);
    });

    test('runCodeStream with timeout_ms: the interpreter is restarted, the context stays usable', { skip }, async () => {
        const { id } = await client.interpreter.createCodeContext({ language: 'python' });
        const stuck = await runCode(id, 'while True:\n    pass', 'python', 300);
        assert.equal(stuck.error.name, 'TimeoutError');
        const after = await runCode(id, '6 * 7');
        assert.equal(after.results[0].text, '42');
    });

    test('javascript context (language "javascript")', async () => {
        const { id, language } = await client.interpreter.createCodeContext({ language: 'javascript' });
        assert.equal(language, 'javascript');
        const first = await runCode(id, 'var y = 20; console.log("js says hi")');
        assert.deepEqual(first.stdout, ['js says hi\n']);
        const second = await runCode(id, '({ total: y + 22 })');
        assert.deepEqual(second.results[0].json, { total: 42 });
    });

    // Node 20 strips no types: the kernel transpiles with the TypeScript compiler
    // (sandman.sh installs Debian's node-typescript).
    test('typescript context (language "typescript")', async () => {
        const { id, language } = await client.interpreter.createCodeContext({ language: 'typescript' });
        assert.equal(language, 'typescript');
        await runCode(id, 'interface Total { total: number }\nconst base: number = 20;');
        const second = await runCode(id, 'const t: Total = { total: base + 22 };\nt');
        assert.deepEqual(second.results[0].json, { total: 42 });
    });

    test('listCodeContexts (GET /api/contexts) and deleteCodeContext (DELETE /api/contexts/{id})', { skip }, async () => {
        const { id } = await client.interpreter.createCodeContext({ language: 'python' });
        const listed = await client.interpreter.listCodeContexts();
        const entry = listed.find((context) => context.id === id);
        assert.ok(entry);
        assert.equal(entry.language, 'python');
        assert.equal(entry.cwd, '/workspace');
        await client.interpreter.deleteCodeContext(id);
        assert.ok(!(await client.interpreter.listCodeContexts()).some((context) => context.id === id));
        await rejectsWithCode(client.interpreter.deleteCodeContext(id), 'CONTEXT_NOT_FOUND', 404);
    });

    test('createCodeContext with an unknown language fails with VALIDATION_FAILED (400)', async () => {
        await rejectsWithCode(client.interpreter.createCodeContext({ language: 'cobol' }), 'VALIDATION_FAILED', 400);
    });
});

describe('utilities', () => {
    test('getCommands (GET /api/commands) lists the executables on the PATH', async () => {
        const commands = await client.utils.getCommands();
        assert.ok(Array.isArray(commands));
        for (const name of ['bash', 'sh', 'ls', 'cat']) assert.ok(commands.includes(name), `${name} missing`);
        assert.deepEqual(commands, [...new Set(commands)].sort(), 'sorted and without duplicates');
    });

    test('getCommands follows the PATH of the default session', async () => {
        const bin = join(root, 'compat-bin');
        mkdirSync(bin, { recursive: true });
        writeFileSync(join(bin, 'compat-tool'), '#!/bin/sh\necho tool\n');
        chmodSync(join(bin, 'compat-tool'), 0o755);
        writeFileSync(join(bin, 'not-executable'), 'data\n');
        assert.equal((await client.commands.execute(`export PATH="${bin}:$PATH"; compat-tool`, 'default')).stdout, 'tool\n');
        const commands = await waitFor(async () => {
            const list = await client.utils.getCommands();
            return list.includes('compat-tool') ? list : null;
        });
        assert.ok(commands, 'getCommands never showed the new PATH entry');
        assert.ok(!commands.includes('not-executable'));
        await client.commands.execute(`export PATH="\${PATH#${bin}:}"`, 'default');
    });
});

// The SDK's own proc.waitForPort() (Sandbox.waitForPortReady over POST /api/port-watch), on a
// Process object made by the SDK's createProcessFromDTO; the Durable Object around it is not
// needed, only its client.
function sdkProcess(started) {
    const sandbox = Object.create(Sandbox.prototype);
    sandbox.client = client;
    return sandbox.createProcessFromDTO({ ...started, id: started.processId }, SESSION);
}

// A stream the test reads while it changes files: every event so far, and a wait for one.
function follow(stream) {
    const events = [];
    const abort = new AbortController();
    let ended = false;
    const done = (async () => {
        try {
            for await (const event of parseSSEStream(stream, abort.signal)) events.push(event);
        } catch {
            // aborted by close()
        } finally {
            ended = true;
        }
    })();
    return {
        events,
        changes: () => events.filter((event) => event.type === 'event'),
        async until(predicate, timeoutMs = 10000) {
            const deadline = Date.now() + timeoutMs;
            while (!predicate(events)) {
                if (ended || Date.now() > deadline) return false;
                await sleep(20);
            }
            return true;
        },
        ended: () => ended,
        async close() {
            abort.abort();
            await done;
        },
    };
}

// The agent's inotify descriptors, read from /proc (the agent runs as this user).
function agentInotifyDescriptors() {
    const dir = `/proc/${agent.pid}/fd`;
    return readdirSync(dir).filter((fd) => {
        try {
            return readlinkSync(join(dir, fd)).includes('inotify');
        } catch {
            return false;
        }
    }).length;
}

// Errors found before a stream's first event are error responses: typed SDK errors over
// HTTP; over its websocket transport the SDK rejects with "Stream error: <status> - <body>".
async function streamRejectsWithCode(promise, code, httpStatus) {
    await assert.rejects(promise, (error) => {
        if (transport === 'http') {
            assert.equal(error.code, code, error.message);
            assert.equal(error.httpStatus, httpStatus);
            return true;
        }
        assert.match(error.message, new RegExp(`^Stream error: ${httpStatus} - `));
        const body = JSON.parse(error.message.replace(/^Stream error: \d+ - /, ''));
        assert.equal(body.code, code);
        assert.equal(body.httpStatus, httpStatus);
        return true;
    });
}

describe('port and file watching', () => {
    const serverScript = () => join(scratch, 'port-server.mjs');
    // Serves after a short delay: http answers 200 on /ready and 503 elsewhere; tcp accepts.
    const startServer = async (mode, port) => {
        writeFileSync(serverScript(), [
            "import { createServer } from 'node:http';",
            "import { createServer as createTcp } from 'node:net';",
            'const [mode, port] = process.argv.slice(2);',
            "const server = mode === 'http'",
            "    ? createServer((request, response) => { response.writeHead(request.url === '/ready' ? 200 : 503); response.end(); })",
            '    : createTcp((socket) => socket.end());',
            "setTimeout(() => server.listen(Number(port), '127.0.0.1'), 300);",
        ].join('\n'));
        return client.processes.startProcess(`exec '${process.execPath}' '${serverScript()}' ${mode} ${port}`, SESSION);
    };

    test('proc.waitForPort() in http mode (POST /api/port-watch): ready on the expected status, path and range', async () => {
        const port = await freePort();
        const started = await startServer('http', port);
        const proc = sdkProcess(started);
        await proc.waitForPort(port, { path: '/ready', interval: 100, timeout: 10000 });
        // "/" answers 503, outside the default 200-399: the SDK's own timeout ends the wait.
        await rejectsWithCode(proc.waitForPort(port, { interval: 100, timeout: 700 }), 'PROCESS_READY_TIMEOUT', 408);
        await proc.waitForPort(port, { status: { min: 500, max: 503 }, interval: 100, timeout: 5000 });
        await proc.waitForPort(port, { status: 503, interval: 100, timeout: 5000 });
        await client.processes.killProcess(started.processId);
    });

    test('proc.waitForPort() in tcp mode', async () => {
        const port = await freePort();
        const started = await startServer('tcp', port);
        const begun = Date.now();
        await sdkProcess(started).waitForPort(port, { mode: 'tcp', interval: 100, timeout: 10000 });
        assert.ok(Date.now() - begun >= 250, 'ready before the server listened');
        await client.processes.killProcess(started.processId);
    });

    test('proc.waitForPort() when the process exits first: ProcessExitedBeforeReadyError with its exit code', async () => {
        const started = await client.processes.startProcess('sleep 0.2; exit 3', SESSION);
        await assert.rejects(sdkProcess(started).waitForPort(await freePort(), { interval: 100, timeout: 10000 }), (error) => {
            assert.equal(error.code, 'PROCESS_EXITED_BEFORE_READY', error.message);
            assert.equal(error.context.exitCode, 3);
            return true;
        });
    });

    test('ports.watchPort() stream events and invalid requests', async () => {
        const events = await collect(await client.ports.watchPort({ port: 1, mode: 'tcp', processId: (await client.processes.startProcess('exit 0', SESSION)).processId, interval: 100 }));
        assert.deepEqual(events.map((event) => event.type), ['watching', 'process_exited']);
        assert.equal(events[0].port, 1);
        await streamRejectsWithCode(client.ports.watchPort({ port: 0, mode: 'tcp' }), 'VALIDATION_FAILED', 400);
        await streamRejectsWithCode(client.ports.watchPort({ port: 80, mode: 'udp' }), 'VALIDATION_FAILED', 400);
        await streamRejectsWithCode(client.ports.watchPort({ port: 80, mode: 'tcp', processId: 'no-such' }), 'PROCESS_NOT_FOUND', 404);
    });

    test('watch (POST /api/watch): create, modify, move (a rename pair) and delete, in a new subdirectory too; the watch goes with the stream', async () => {
        const dir = join(root, 'watched');
        mkdirSync(dir, { recursive: true });
        const before = agentInotifyDescriptors();
        // The SDK's watch() resolves once the "watching" event has come.
        const stream = await client.watch.watch({ path: dir, sessionId: SESSION });
        const watch = follow(stream);
        assert.ok(await watch.until((events) => events.length >= 1));
        assert.deepEqual(watch.events[0], { type: 'watching', path: dir, watchId: watch.events[0].watchId });
        assert.equal(agentInotifyDescriptors(), before + 1);
        const run = async (command) => assert.equal((await client.commands.execute(command, SESSION)).exitCode, 0);
        const shown = (event) => `${event.eventType} ${event.path.slice(dir.length + 1)}${event.isDirectory ? '/' : ''}${event.from ? ` <- ${event.from.slice(dir.length + 1)}` : ''}`;
        await run(`mkdir '${dir}/sub'`);
        assert.ok(await watch.until(() => watch.changes().length >= 1));
        await run(`printf hello > '${dir}/sub/a.txt'`);
        assert.ok(await watch.until(() => watch.changes().some((event) => event.eventType === 'modify')));
        await run(`mv '${dir}/sub/a.txt' '${dir}/b.txt' && rm '${dir}/b.txt' && mkdir '${dir}/node_modules' && : > '${dir}/node_modules/x'`);
        assert.ok(await watch.until(() => watch.changes().some((event) => event.eventType === 'delete')));
        await sleep(200);
        assert.deepEqual(watch.changes().map(shown), [
            'create sub/', 'create sub/a.txt', 'modify sub/a.txt', 'move_from sub/a.txt', 'move_to b.txt <- sub/a.txt', 'delete b.txt',
        ]);
        for (const event of watch.changes()) assert.ok(!Number.isNaN(Date.parse(event.timestamp)), event.timestamp);
        await watch.close();
        assert.ok(await waitFor(() => agentInotifyDescriptors() === before), 'the agent kept the watch after the stream ended');
    });

    test('watch with include, and with a small queue: the overflow is reported instead of growing', async () => {
        const dir = join(root, 'burst');
        mkdirSync(dir, { recursive: true });
        const watch = follow(await client.watch.watch({ path: dir, include: ['*.log'], maxQueuedEvents: 5, sessionId: SESSION }));
        // Every change is an event or counted in an overflow's droppedEvents: nothing is lost unsaid.
        const counted = () => watch.events.reduce((total, event) => total + (event.type === 'event' ? 1 : event.type === 'overflow' ? event.droppedEvents : 0), 0);
        let creates = 0;
        // Bursts of 40 creates (and 40 files include leaves out), each far faster than one flush
        // (50 ms) unless the machine stalls, until one overflows the queue of 5.
        for (let burst = 0; burst < 5 && !watch.events.some((event) => event.type === 'overflow'); ++burst) {
            await client.commands.execute(`cd '${dir}' && for i in $(seq 1 40); do : > b${burst}-$i.log; : > b${burst}-$i.txt; done`, SESSION);
            creates += 40;
            assert.ok(await watch.until(() => counted() === creates), `${counted()} of ${creates}: ${JSON.stringify(watch.events.slice(-3))}`);
        }
        const overflow = watch.events.find((event) => event.type === 'overflow');
        assert.ok(overflow, 'no overflow reported');
        assert.equal(overflow.source, 'queue');
        assert.ok(overflow.droppedEvents >= 1);
        assert.equal(typeof overflow.message, 'string');
        const before = watch.events.slice(0, watch.events.indexOf(overflow)).filter((event) => event.type === 'event');
        assert.ok(before.length >= 5, `${before.length} events before the overflow`);
        assert.ok(watch.changes().every((event) => event.path.endsWith('.log')));
        await watch.close();
    });

    test('watch ends with a "stopped" event when the watched directory is deleted', async () => {
        const dir = join(root, 'doomed');
        mkdirSync(dir, { recursive: true });
        const watch = follow(await client.watch.watch({ path: dir, sessionId: SESSION }));
        rmSync(dir, { recursive: true });
        assert.ok(await watch.until(() => watch.ended()));
        assert.equal(watch.events.at(-1).type, 'stopped');
        assert.equal(typeof watch.events.at(-1).reason, 'string');
    });

    test('watch of a missing path or with bad patterns fails before the stream', async () => {
        await streamRejectsWithCode(client.watch.watch({ path: join(root, 'no-such-dir') }), 'FILE_NOT_FOUND', 404);
        await streamRejectsWithCode(client.watch.watch({ path: root, include: ['*.ts'], exclude: ['dist'] }), 'VALIDATION_FAILED', 400);
        await streamRejectsWithCode(client.watch.watch({ path: root, include: ['[ab].ts'] }), 'VALIDATION_FAILED', 400);
    });

    test('checkChanges (POST /api/watch/check): unchanged, changed, resync and a bad version', async () => {
        const dir = join(root, 'checked');
        mkdirSync(dir, { recursive: true });
        const first = await client.watch.checkChanges({ path: dir, sessionId: SESSION });
        assert.equal(first.success, true);
        assert.equal(first.status, 'unchanged');
        assert.equal(typeof first.version, 'string');
        assert.equal(typeof first.timestamp, 'string');
        assert.equal((await client.watch.checkChanges({ path: dir, since: first.version, sessionId: SESSION })).status, 'unchanged');
        writeFileSync(join(dir, 'new.txt'), 'x');
        const changed = await client.watch.checkChanges({ path: dir, since: first.version, sessionId: SESSION });
        assert.equal(changed.status, 'changed');
        assert.notEqual(changed.version, first.version);
        assert.equal((await client.watch.checkChanges({ path: dir, since: changed.version, sessionId: SESSION })).status, 'unchanged');
        const resync = await client.watch.checkChanges({ path: dir, since: 'watch-elsewhere-1:4', sessionId: SESSION });
        assert.equal(resync.status, 'resync');
        assert.equal(resync.reason, 'restarted');
        await rejectsWithCode(client.watch.checkChanges({ path: dir, since: 'nonsense', sessionId: SESSION }), 'VALIDATION_FAILED', 400);
    });
});

describe('session teardown', () => {
    test('deleteSession (POST /api/session/delete), then the id starts afresh', async () => {
        await client.commands.execute('export BEFORE_DELETE=1', SESSION);
        const deleted = await client.utils.deleteSession(SESSION);
        assert.equal(deleted.success, true);
        assert.equal(deleted.sessionId, SESSION);
        // The id is free again: the next call creates a fresh session, with none of the old state.
        const fresh = await client.commands.execute('echo "[$BEFORE_DELETE]"', SESSION);
        assert.equal(fresh.stdout, '[]\n');
        await client.utils.deleteSession(SESSION);
    });
});
