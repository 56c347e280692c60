// SPDX-License-Identifier: Apache-2.0
#include "SandboxUser.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
int g_adoptError = 0;

int adoptEntry(const char *path, const struct stat *info, int, struct FTW *)
{
    if (info->st_uid == SandboxUser::kNobody && info->st_gid == SandboxUser::kNobody)
        return 0;
    if (::lchown(path, SandboxUser::kNobody, SandboxUser::kNobody) != 0) {
        g_adoptError = errno;
        return 1;
    }
    return 0;
}
} // namespace

bool SandboxUser::dropsToNobody()
{
    return ::geteuid() == 0;
}

uid_t SandboxUser::hostUid()
{
    return dropsToNobody() ? kNobody : ::getuid();
}

gid_t SandboxUser::hostGid()
{
    return dropsToNobody() ? gid_t(kNobody) : ::getgid();
}

int SandboxUser::dropPrivilegesInChild()
{
    if (::geteuid() != 0)
        return 0;
    if (::setgroups(0, nullptr) != 0 || ::setresgid(kNobody, kNobody, kNobody) != 0
        || ::setresuid(kNobody, kNobody, kNobody) != 0)
        return errno;
    return 0;
}

bool SandboxUser::adoptDirectory(const QString &path, QString *error)
{
    if (!dropsToNobody())
        return true;
    g_adoptError = 0;
    if (::nftw(QFile::encodeName(path).constData(), adoptEntry, 64, FTW_PHYS) != 0) {
        *error = QCoreApplication::translate("sandman::SandboxUser",
                                             "cannot give %1 to the sandbox's user (nobody): %2")
                     .arg(path, QString::fromLocal8Bit(strerror(g_adoptError ? g_adoptError : errno)));
        return false;
    }
    return true;
}

} // namespace sandman
