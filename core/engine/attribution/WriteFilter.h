// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <linux/filter.h>

#include <vector>

namespace sandman {

// The seccomp program that sends a tree's file-changing calls to the agent before the kernel
// runs them (SECCOMP_RET_USER_NOTIF): opens for writing (open, openat, creat; openat2 always,
// its flags are behind a pointer), truncate, unlink, rmdir, mkdir, mknod, rename, link,
// symlink, chmod, in all their *at forms. Everything else (reads, write(2) on open files)
// never leaves the kernel. The agent only notes who asked and lets the call continue: this is
// attribution, not a security boundary (a 32-bit or x32 process is not seen, for one).
class WriteFilter
{
public:
    WriteFilter();

    // Whether this build knows the machine's syscall numbers (x86_64, aarch64).
    static bool supported();
    const sock_fprog *program() const { return &m_program; }

    // In the child, between fork and exec (async-signal-safe): installs the program and sends
    // the listener over `socket`, then closes both. noNewPrivs first when the caller has no
    // CAP_SYS_ADMIN (the kernel's condition for a filter). A failure leaves the child unwatched.
    static void armInChild(const sock_fprog *program, int socket, bool noNewPrivs);

private:
    std::vector<sock_filter> m_code;
    sock_fprog m_program{};
};

} // namespace sandman
