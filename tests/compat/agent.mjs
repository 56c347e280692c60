// SPDX-License-Identifier: Apache-2.0
// Starts and stops a real sandman-agent for the compatibility tests: a free loopback port, the
// token through the environment, and the URL read from the agent's "serving <url>" line.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort() {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });
}

// Resolves to { child, url, output() } once the agent serves.
export async function startAgent(agentPath, { token, root, extraArgs = [] }) {
    const port = await freePort();
    const child = spawn(agentPath, ['--listen', `127.0.0.1:${port}`, '--token-env', 'SANDMAN_COMPAT_TOKEN', '--root', root, ...extraArgs], {
        env: { ...process.env, SANDMAN_COMPAT_TOKEN: token },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`agent did not start:\n${output}`)), 15000);
        child.stdout.on('data', (chunk) => {
            output += chunk;
            const match = /serving (\S+)/.exec(output);
            if (match) {
                clearTimeout(timer);
                resolve(match[1]);
            }
        });
        child.stderr.on('data', (chunk) => { output += chunk; });
        child.once('exit', (code, signal) => {
            clearTimeout(timer);
            reject(new Error(`agent exited (${code ?? signal}) before serving:\n${output}`));
        });
        child.once('error', reject);
    });
    return { child, url, output: () => output };
}

export async function stopAgent(child) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
    await exited;
    clearTimeout(timer);
}

// Polls predicate (which may be async) until it returns something truthy or timeoutMs passed;
// returns its last value.
export async function waitFor(predicate, timeoutMs = 10000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await predicate();
        if (value || Date.now() > deadline) return value;
        await sleep(50);
    }
}
