// SPDX-License-Identifier: Apache-2.0
// ESM loader shim: `node --import ./register.mjs ...` resolves the Workers-only
// `cloudflare:*` modules imported by @cloudflare/sandbox to local stubs.
// It also lets extensionless relative imports inside node_modules resolve as `.js`
// (@cloudflare/containers is published with bundler-style `./lib/container` imports).
// This one file is both the --import entry (main thread: registers the hooks) and the
// hooks module itself (loader thread: exports `resolve`).
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const stubs = {
    'cloudflare:workers': new URL('./workers-stub.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, nextResolve) {
    if (Object.hasOwn(stubs, specifier)) {
        return { url: stubs[specifier], shortCircuit: true, format: 'module' };
    }
    try {
        return await nextResolve(specifier, context);
    } catch (error) {
        const relative = specifier.startsWith('./') || specifier.startsWith('../');
        const fromPackage = context.parentURL?.includes('/node_modules/');
        if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !relative || !fromPackage) throw error;
        for (const suffix of ['.js', '/index.js']) {
            try {
                return await nextResolve(specifier + suffix, context);
            } catch {
                // try the next suffix
            }
        }
        throw error;
    }
}

if (isMainThread) {
    register(import.meta.url);
}
