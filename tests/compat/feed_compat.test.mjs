// SPDX-License-Identifier: Apache-2.0
// The activity feed seen by a subscriber while the official `@cloudflare/sandbox` client drives
// the sandbox (over SANDMAN_COMPAT_TRANSPORT, as sdk_compat.test.mjs): a subscriber reads
// `GET /api/sandman/events` as Server-Sent Events (the SDK's own SSE parser) and must see every
// session, command (with the SDK's `origin`), timeout, cancel, truncated output and process in
// order, with sequence numbers that have no gap; one that resumes from its last seq gets no
// gap and no duplicate; a plain execute's output reaches the subscriber while it runs.
//
// Run: SANDMAN_AGENT=/path/to/sandman-agent node --import ./register.mjs --test feed_compat.test.mjs
import { SandboxClient, parseSSEStream } from '@cloudflare/sandbox';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgent, stopAgent, waitFor } from './agent.mjs';

const transport = process.env.SANDMAN_COMPAT_TRANSPORT ?? 'websocket';
const token = randomBytes(24).toString('hex');
const scratch = mkdtempSync(join(tmpdir(), 'sandman-feed-'));
const root = join(scratch, 'root');
const ORIGIN = 'compat-feed';

let agent;
let httpBase;
let client;

// Follows the feed from `since` (the last seq already seen; -1: live only) into `events`.
function subscribe(since) {
    const events = [];
    const controller = new AbortController();
    const done = (async () => {
        const query = since >= 0 ? `?since=${since}` : '';
        const response = await fetch(`${httpBase}/api/sandman/events${query}`, {
            headers: { Authorization: `Bearer ${token}` },
            signal: controller.signal,
        });
        assert.equal(response.status, 200);
        assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);
        try {
            for await (const event of parseSSEStream(response.body, controller.signal)) events.push(event);
        } catch (error) {
            if (!controller.signal.aborted) throw error;
        }
    })().catch((error) => {
        if (!controller.signal.aborted) throw error;
    });
    return { events, stop: () => controller.abort(), done };
}

const withSeq = (events) => events.filter((e) => typeof e.seq === 'number');
const ofType = (events, type) => events.filter((e) => e.type === type);
const commandEvents = (events, commandId) => events.filter((e) => e.commandId === commandId);

describe(`activity feed while the SDK drives the sandbox (${transport})`, () => {
    before(async () => {
        mkdirSync(root, { recursive: true });
        agent = await startAgent(process.env.SANDMAN_AGENT, { token, root });
        httpBase = agent.url.replace(/^ws/, 'http').replace(/\/ws$/, '');
        const common = { baseUrl: httpBase, defaultHeaders: { Authorization: `Bearer ${token}` }, retryTimeoutMs: 1000 };
        client = transport === 'http'
            ? new SandboxClient({ ...common, transportMode: 'http' })
            : new SandboxClient({ ...common, transportMode: 'websocket', wsUrl: `${agent.url}?access_token=${token}` });
    });

    after(async () => {
        await stopAgent(agent?.child);
        rmSync(scratch, { recursive: true, force: true });
    });

    test('a subscriber sees sessions, commands and processes in order, and resumes without gap or duplicate', async () => {
        const feed = subscribe(0);
        await waitFor(() => feed.events.length > 0);

        await client.utils.createSession({ id: 'feed', cwd: root });
        const ok = await client.commands.execute('echo hello-feed', 'feed', { origin: ORIGIN });
        assert.equal(ok.stdout, 'hello-feed\n');
        // A command that runs out of its timeout.
        await client.commands.execute('sleep 5', 'feed', { timeoutMs: 300, origin: ORIGIN }).catch(() => null);
        // A streamed command cancelled by its reader.
        const stream = await client.commands.executeStream('echo cancel-me; sleep 5', 'feed', { origin: ORIGIN });
        const reader = stream.getReader();
        const decoder = new TextDecoder();
        let seen = '';
        while (!seen.includes('cancel-me')) {
            const { done, value } = await reader.read();
            assert.equal(done, false);
            seen += decoder.decode(value, { stream: true });
        }
        await reader.cancel();
        // 50 MB of output: the feed carries a bounded part and says it cut the rest.
        const big = await client.commands.execute("head -c 50000000 /dev/zero | tr '\\0' a; echo", 'feed', { origin: ORIGIN });
        assert.equal(big.exitCode, 0);
        await client.processes.startProcess('exec sleep 60', 'feed', { processId: 'feed-proc' });
        await client.processes.killProcess('feed-proc');

        const finished = await waitFor(() => ofType(feed.events, 'command_finished').length >= 4
            && ofType(feed.events, 'process_exited').length >= 1);
        assert.ok(finished, `events so far: ${feed.events.map((e) => e.type).join(', ')}`);

        // Sequence numbers count up by one: nothing lost, nothing twice.
        const sequenced = withSeq(feed.events);
        for (let i = 1; i < sequenced.length; ++i) assert.equal(sequenced[i].seq, sequenced[i - 1].seq + 1);

        const created = ofType(feed.events, 'session_created').find((e) => e.sessionId === 'feed');
        assert.ok(created, 'no session_created for "feed"');
        assert.equal(created.cwd, root);

        const queued = ofType(feed.events, 'command_queued').filter((e) => e.origin === ORIGIN);
        assert.deepEqual(queued.map((e) => e.command.split(';')[0].split(' ')[0]), ['echo', 'sleep', 'echo', 'head']);
        const [hello, timed, cancelled, flood] = queued.map((e) => e.commandId);
        for (const id of [hello, timed, cancelled, flood]) {
            const types = commandEvents(feed.events, id).map((e) => e.type).filter((t) => t !== 'command_output');
            assert.deepEqual(types, ['command_queued', 'command_started', 'command_finished'], `command ${id}`);
            for (const event of commandEvents(feed.events, id)) assert.equal(event.sessionId, 'feed');
        }
        const finishedOf = (id) => commandEvents(feed.events, id).find((e) => e.type === 'command_finished');
        assert.equal(finishedOf(hello).exitCode, 0);
        assert.equal(typeof finishedOf(hello).durationMs, 'number');
        const helloOut = commandEvents(feed.events, hello).filter((e) => e.type === 'command_output');
        assert.equal(helloOut.map((e) => e.data).join(''), 'hello-feed\n');
        assert.equal(finishedOf(timed).timedOut, true);
        assert.equal(finishedOf(timed).timeoutMs, 300);
        assert.equal(finishedOf(cancelled).cancelled, true);
        const floodOut = commandEvents(feed.events, flood).filter((e) => e.type === 'command_output');
        assert.ok(floodOut.some((e) => e.truncated === true), 'no truncated marker on 50 MB of output');
        const carried = floodOut.reduce((n, e) => n + (e.data?.length ?? 0), 0);
        assert.ok(carried < 50000000 / 4, `the feed carried ${carried} bytes of a 50 MB output`);
        // Every byte the command wrote (not what the feed or the exec result kept).
        assert.ok(finishedOf(flood).stdoutBytes >= 50000000, `stdoutBytes ${finishedOf(flood).stdoutBytes}`);

        const started = ofType(feed.events, 'process_started').find((e) => e.processId === 'feed-proc');
        assert.ok(started, 'no process_started');
        assert.equal(started.sessionId, 'feed');
        const exited = ofType(feed.events, 'process_exited').find((e) => e.processId === 'feed-proc');
        assert.ok(exited && exited.seq > started.seq, 'no process_exited after process_started');

        // Drop the connection, act, resume from the last seq seen: the rest, exactly once.
        const last = sequenced[sequenced.length - 1].seq;
        feed.stop();
        await feed.done;
        await client.commands.execute('echo while-away', 'feed', { origin: ORIGIN });
        const resumed = subscribe(last);
        const back = await waitFor(() => ofType(resumed.events, 'command_finished').length >= 1);
        assert.ok(back, 'nothing replayed after resuming');
        const replayed = withSeq(resumed.events);
        assert.equal(replayed[0].seq, last + 1, 'a gap or a duplicate at the resume point');
        for (let i = 1; i < replayed.length; ++i) assert.equal(replayed[i].seq, replayed[i - 1].seq + 1);
        const away = ofType(replayed, 'command_queued');
        assert.equal(away.length, 1);
        assert.equal(away[0].command, 'echo while-away');
        resumed.stop();
        await resumed.done;
    });

    test("a plain execute's output is in the feed while the command still runs", async () => {
        const feed = subscribe(0);
        await waitFor(() => feed.events.length > 0);
        await client.utils.createSession({ id: 'live', cwd: root });
        let resolved = false;
        const running = client.commands.execute('echo a; sleep 1; echo b', 'live', { origin: 'compat-live' })
            .then((result) => { resolved = true; return result; });
        const outputOf = () => {
            const queued = ofType(feed.events, 'command_queued').find((e) => e.origin === 'compat-live');
            if (!queued) return '';
            return commandEvents(feed.events, queued.commandId)
                .filter((e) => e.type === 'command_output').map((e) => e.data).join('');
        };
        assert.ok(await waitFor(() => outputOf() === 'a\n'), `output so far: ${JSON.stringify(outputOf())}`);
        assert.equal(resolved, false, 'the output came only with the result');
        assert.equal((await running).stdout, 'a\nb\n');
        assert.ok(await waitFor(() => outputOf() === 'a\nb\n'), `output: ${JSON.stringify(outputOf())}`);
        feed.stop();
        await feed.done;
    });
});
