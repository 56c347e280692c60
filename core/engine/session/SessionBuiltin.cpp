// SPDX-License-Identifier: Apache-2.0
#include "SessionBuiltin.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QtEndian>

#include <cstring>

namespace sandman {

namespace {
constexpr quint32 kFrameMagic = 0x31464d53; // "SMF1", little-endian
const QString kFileName = QStringLiteral("sandman-session.so");

QMutex &lock()
{
    static QMutex mutex;
    return mutex;
}

// A builtin that a shell could not load (another bash), and why: not tried again.
struct Refused {
    QString path;
    QString why;
};
Refused &refused()
{
    static Refused refused;
    return refused;
}

QString findBuiltin(QString *whyNot)
{
    if (qEnvironmentVariable("SANDMAN_SESSION_PROTOCOL") == QLatin1String("fallback")) {
        *whyNot = QStringLiteral("SANDMAN_SESSION_PROTOCOL=fallback");
        return {};
    }
    const QString chosen = qEnvironmentVariable("SANDMAN_BASH_BUILTIN");
    if (!chosen.isEmpty()) {
        if (QFileInfo(chosen).isFile())
            return QFileInfo(chosen).absoluteFilePath();
        *whyNot = QStringLiteral("SANDMAN_BASH_BUILTIN=%1: no such file").arg(chosen);
        return {};
    }
    QStringList candidates;
    if (QCoreApplication::instance()) {
        const QDir programDir(QCoreApplication::applicationDirPath());
        candidates << programDir.filePath(kFileName)
                   << programDir.filePath(QStringLiteral(SANDMAN_BUILTIN_RELATIVE_DIR "/") + kFileName);
    }
    candidates << QStringLiteral(SANDMAN_BUILTIN_BUILD_PATH) << QStringLiteral(SANDMAN_BUILTIN_INSTALL_PATH);
    for (const QString &candidate : std::as_const(candidates)) {
        if (QFileInfo(candidate).isFile())
            return QFileInfo(candidate).absoluteFilePath();
    }
    *whyNot
        = QStringLiteral("%1 not found (looked in %2)").arg(kFileName, candidates.join(QStringLiteral(", ")));
    return {};
}
} // namespace

QString SessionBuiltin::path(QString *whyNot)
{
    QString why;
    QString found = findBuiltin(&why);
    QMutexLocker locker(&lock());
    if (!found.isEmpty() && found == refused().path) {
        found.clear();
        why = refused().why;
    }
    if (whyNot)
        *whyNot = why;
    return found;
}

void SessionBuiltin::markUnloadable(const QString &path, const QString &why)
{
    QMutexLocker locker(&lock());
    refused() = {path, why};
}

QByteArray SessionBuiltin::frame(quint64 seq, quint32 flags, const QByteArray &text)
{
    QByteArray frame(20 + text.size(), Qt::Uninitialized);
    uchar *header = reinterpret_cast<uchar *>(frame.data());
    qToLittleEndian<quint32>(kFrameMagic, header);
    qToLittleEndian<quint32>(flags, header + 4);
    qToLittleEndian<quint64>(seq, header + 8);
    qToLittleEndian<quint32>(quint32(text.size()), header + 16);
    memcpy(frame.data() + 20, text.constData(), size_t(text.size()));
    return frame;
}

} // namespace sandman
