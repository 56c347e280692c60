// SPDX-License-Identifier: Apache-2.0
// Minimal stand-in for the Workers-only `cloudflare:workers` module, so that the
// @cloudflare/sandbox package can be imported under plain Node. Only the names the
// package (and @cloudflare/containers) import are provided; none of them is used by
// the route-based SandboxClient that the compatibility test drives.

export class DurableObject {
    constructor(ctx, env) {
        this.ctx = ctx;
        this.env = env;
    }
}

export class WorkerEntrypoint {
    constructor(ctx, env) {
        this.ctx = ctx;
        this.env = env;
    }
}

export class RpcTarget {}

export const env = {};

// No `enterSpan`: the package falls back to running the traced function directly.
export const tracing = {};

export default { DurableObject, WorkerEntrypoint, RpcTarget, env, tracing };
