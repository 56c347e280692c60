// SPDX-License-Identifier: Apache-2.0
// An idle sandbox.watch() stream survives the SDK's stream idle timeout. The SDK's WebSocket
// transport errors a stream that gets no frame for `streamIdleTimeoutMs` (5 minutes unless
// its transport config says otherwise; SandboxClient does not pass it through, so the test
// shortens it on the client's transport) and Node's fetch drops an HTTP body silent for 5
// minutes. sandman-agent (here with --stream-keepalive 200) sends a stream frame with empty
// data over /ws, which resets that timer and which the SDK's SSE parser skips, and an SSE
// comment over HTTP; the watch then still delivers a change made after the idle spell.
import { SandboxClient, parseSSEStream } from '@cloudflare/sandbox';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startAgent, stopAgent, waitFor } from './agent.mjs';

const agentPath = process.env.SANDMAN_AGENT;
const transport = process.env.SANDMAN_COMPAT_TRANSPORT ?? 'websocket';
const token = randomBytes(24).toString('hex');
const scratch = mkdtempSync(join(tmpdir(), 'sandman-keepalive-'));
const root = join(scratch, 'root');
const IDLE_TIMEOUT_MS = 1000;

describe(`an idle stream stays open (${transport})`, { skip: !agentPath && 'SANDMAN_AGENT is not set' }, () => {
    let agent;
    let client;

    before(async () => {
        mkdirSync(root, { recursive: true });
        agent = await startAgent(agentPath, { token, root, extraArgs: ['--stream-keepalive', '200'] });
        const httpBase = agent.url.replace(/^ws/, 'http').replace(/\/ws$/, '');
        const common = { baseUrl: httpBase, defaultHeaders: { Authorization: `Bearer ${token}` }, retryTimeoutMs: 1000 };
        client = transport === 'http'
            ? new SandboxClient({ ...common, transportMode: 'http' })
            : new SandboxClient({ ...common, transportMode: 'websocket', wsUrl: `${agent.url}?access_token=${token}` });
        if (transport === 'websocket') {
            // The transport every sub-client shares; its config is where the SDK reads the timeout.
            assert.equal(client.watch.transport.constructor.name, 'WebSocketTransport');
            client.watch.transport.config.streamIdleTimeoutMs = IDLE_TIMEOUT_MS;
        }
    });

    after(async () => {
        await stopAgent(agent?.child);
        rmSync(scratch, { recursive: true, force: true });
    });

    test('watch() idle for 2.5 idle timeouts still reports a change, with no keep-alive among its events', async () => {
        const dir = join(root, 'quiet');
        mkdirSync(dir);
        const stream = await client.watch.watch({ path: dir });
        const events = [];
        let failure = null;
        const stop = new AbortController();
        const reading = (async () => {
            try {
                for await (const event of parseSSEStream(stream, stop.signal)) events.push(event);
            } catch (error) {
                if (!stop.signal.aborted) failure = error;
            }
        })();
        await sleep(2.5 * IDLE_TIMEOUT_MS);
        assert.equal(failure, null, `the stream failed while idle: ${failure?.message}`);
        writeFileSync(join(dir, 'late.txt'), 'x');
        const seen = await waitFor(() => failure || events.some((e) => e.type === 'event' && e.path.endsWith('late.txt')), 5000);
        assert.equal(failure, null, `the stream failed: ${failure?.message}`);
        assert.ok(seen, `events: ${JSON.stringify(events)}`);
        assert.deepEqual([...new Set(events.map((e) => e.type))], ['watching', 'event']);
        stop.abort();
        await reading;
    });
});
