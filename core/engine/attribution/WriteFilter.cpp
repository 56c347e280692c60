// SPDX-License-Identifier: Apache-2.0
#include "WriteFilter.h"

#include <linux/audit.h>
#include <linux/seccomp.h>

#include <cstddef>
#include <cstring>

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace sandman {

namespace {
#if defined(__x86_64__)
constexpr unsigned kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr unsigned kArch = AUDIT_ARCH_AARCH64;
#else
constexpr unsigned kArch = 0;
#endif

// Calls that change a name or a mode whatever their flags.
const int kAlways[] = {
#ifdef __NR_creat
    __NR_creat,
#endif
#ifdef __NR_unlink
    __NR_unlink,
#endif
#ifdef __NR_rmdir
    __NR_rmdir,
#endif
#ifdef __NR_mkdir
    __NR_mkdir,
#endif
#ifdef __NR_mknod
    __NR_mknod,
#endif
#ifdef __NR_rename
    __NR_rename,
#endif
#ifdef __NR_link
    __NR_link,
#endif
#ifdef __NR_symlink
    __NR_symlink,
#endif
#ifdef __NR_chmod
    __NR_chmod,
#endif
    __NR_truncate,  __NR_unlinkat,  __NR_mkdirat,  __NR_mknodat, __NR_renameat, __NR_renameat2,
    __NR_linkat,    __NR_symlinkat, __NR_fchmodat, __NR_fchmod,  __NR_openat2,
#ifdef __NR_fchmodat2
    __NR_fchmodat2,
#else
    452,
#endif
};

// Calls that change something only with these open flags, and where the flags are.
struct FlaggedCall {
    int nr;
    int flagsArg;
};
const FlaggedCall kFlagged[] = {
#ifdef __NR_open
    {__NR_open, 1},
#endif
    {__NR_openat, 2},
};
constexpr unsigned kWriteFlags = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC;

sock_filter statement(unsigned short code, unsigned k)
{
    return sock_filter{code, 0, 0, k};
}
sock_filter jump(unsigned short code, unsigned k, unsigned char yes, unsigned char no)
{
    return sock_filter{code, yes, no, k};
}
} // namespace

bool WriteFilter::supported()
{
    return kArch != 0;
}

WriteFilter::WriteFilter()
{
    // Layout: arch check, nr, one jump per always-call, a three-step test per flagged call,
    // then the two returns (ALLOW, NOTIFY) whose offsets the jumps are given once all is laid.
    const size_t always = sizeof kAlways / sizeof kAlways[0];
    const size_t flagged = sizeof kFlagged / sizeof kFlagged[0];
    const size_t allowAt = 3 + always + 3 * flagged;
    const size_t notifyAt = allowAt + 1;
    // A jump's offset counts from the instruction after it; called right after it was pushed.
    auto to = [&](size_t target) { return static_cast<unsigned char>(target - m_code.size()); };
    m_code.push_back(statement(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)));
    m_code.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, kArch, 0, 0));
    m_code.back().jf = to(allowAt);
    m_code.push_back(statement(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)));
    for (int nr : kAlways) {
        m_code.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, unsigned(nr), 0, 0));
        m_code.back().jt = to(notifyAt);
    }
    for (const FlaggedCall &call : kFlagged) {
        // Not this call: on to the next test (past the two steps below).
        m_code.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, unsigned(call.nr), 0, 2));
        // The low half of the argument (little-endian machines only: see kArch).
        m_code.push_back(
            statement(BPF_LD | BPF_W | BPF_ABS,
                      unsigned(offsetof(seccomp_data, args) + sizeof(__u64) * size_t(call.flagsArg))));
        m_code.push_back(jump(BPF_JMP | BPF_JSET | BPF_K, kWriteFlags, 0, 0));
        m_code.back().jt = to(notifyAt);
        m_code.back().jf = to(allowAt);
    }
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF));
    m_program.len = static_cast<unsigned short>(m_code.size());
    m_program.filter = m_code.data();
}

void WriteFilter::armInChild(const sock_fprog *program, int socket, bool noNewPrivs)
{
    if (socket < 0)
        return;
    int listener = -1;
    if (!noNewPrivs || ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0)
        listener
            = int(::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, program));
    char byte = listener >= 0 ? 'L' : 'N';
    iovec data{&byte, 1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))];
    std::memset(control, 0, sizeof control);
    msghdr message{};
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    if (listener >= 0) {
        message.msg_control = control;
        message.msg_controllen = sizeof control;
        cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int));
        std::memcpy(CMSG_DATA(header), &listener, sizeof listener);
    }
    // Not trapped: sendmsg and close are not in the program.
    (void)::sendmsg(socket, &message, MSG_NOSIGNAL);
    if (listener >= 0)
        ::close(listener);
    ::close(socket);
}

} // namespace sandman
