// SPDX-License-Identifier: Apache-2.0
#include "AuditLog.h"

#include "AuditChain.h"
#include "engine/ErrnoText.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
const QString kFileStarted = QStringLiteral("audit_file_started");
constexpr qint64 kTailBytes = 4 * 1024 * 1024; // a record is far smaller (output is bounded)

QString tr(const char *text)
{
    return QCoreApplication::translate("AuditLog", text);
}

int indexOf(const QString &path)
{
    return QFileInfo(path).completeBaseName().mid(6).toInt();
}
} // namespace

AuditLog::AuditLog(AuditOptions options)
    : m_options(std::move(options))
{ }

AuditLog::~AuditLog()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QStringList AuditLog::files(const QString &dir)
{
    QStringList paths;
    const QDir folder(dir);
    for (const QString &name : folder.entryList({QStringLiteral("audit-*.jsonl")}, QDir::Files, QDir::Name))
        paths << folder.filePath(name);
    return paths;
}

QByteArray AuditLog::lastHash(const QString &path, QString *why)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = tr("cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    const qint64 size = file.size();
    if (size == 0)
        return AuditChain::genesis();
    file.seek(qMax<qint64>(0, size - kTailBytes));
    const QByteArray tail = file.readAll();
    if (!tail.endsWith('\n')) {
        *why = tr("%1 ends in a record that was cut short (the agent stopped while writing it)").arg(path);
        return {};
    }
    const qsizetype start = tail.lastIndexOf('\n', tail.size() - 2) + 1;
    if (start == 0 && size > kTailBytes) {
        *why = tr("%1 ends in a line too long to be a record").arg(path);
        return {};
    }
    const AuditChain::Opened last = AuditChain::open(tail.mid(start, tail.size() - start - 1));
    if (!last.ok) {
        *why = tr("%1: its last record is damaged: %2").arg(path, last.error);
        return {};
    }
    return last.hash;
}

bool AuditLog::open(QStringList *warnings)
{
    if (m_options.dir.isEmpty())
        return false;
    if (!QDir().mkpath(m_options.dir)) {
        stop(tr("cannot create the audit folder %1").arg(m_options.dir));
        warnings->append(m_stopReason);
        return false;
    }
    ::chmod(QFile::encodeName(m_options.dir).constData(), 0700);
    applyRetention();
    const QStringList existing = files(m_options.dir);
    QString warning;
    bool started = false;
    if (existing.isEmpty()) {
        m_prev = AuditChain::genesis();
        started = startFile(QStringLiteral("new"), QString(), true, &warning);
    } else {
        const QString last = existing.last();
        m_index = indexOf(last);
        QString why;
        m_prev = lastHash(last, &why);
        if (m_prev.isEmpty()) {
            // Kept as it is, for verify to point at; the trail goes on in a new chain.
            warnings->append(
                tr("the audit trail's last file is damaged: %1; it is kept and a new file started").arg(why));
            started = startFile(QStringLiteral("damaged"), last, true, &warning);
        } else if (QFileInfo(last).size() >= m_options.maxFileBytes) {
            started = startFile(QStringLiteral("rotated"), last, false, &warning);
        } else {
            const int fd = ::open(QFile::encodeName(last).constData(), O_WRONLY | O_APPEND | O_CLOEXEC);
            if (fd < 0) {
                warning = tr("cannot append to %1: %2").arg(last, errnoText());
            } else {
                m_fd = fd;
                m_path = last;
                m_size = QFileInfo(last).size();
                started = writeLine({{QStringLiteral("type"), kFileStarted},
                                     {QStringLiteral("reason"), QStringLiteral("reopened")},
                                     {QStringLiteral("timestamp"),
                                      QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}},
                                    &warning);
            }
        }
    }
    if (!started) {
        if (m_stopReason.isEmpty())
            stop(warning);
        warnings->append(m_stopReason);
    }
    return started;
}

bool AuditLog::startFile(const QString &reason, const QString &previous, bool newChain, QString *warning)
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    if (newChain)
        m_prev = AuditChain::genesis();
    // Past every existing name: a damaged file is never reused.
    const QStringList existing = files(m_options.dir);
    if (!existing.isEmpty())
        m_index = qMax(m_index, indexOf(existing.last()));
    const QString path
        = QDir(m_options.dir)
              .filePath(QStringLiteral("audit-%1.jsonl").arg(++m_index, 6, 10, QLatin1Char('0')));
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0) {
        *warning = tr("cannot create the audit file %1: %2").arg(path, errnoText());
        stop(*warning);
        return false;
    }
    ::fchmod(fd, 0600);
    m_fd = fd;
    m_path = path;
    m_size = 0;
    QJsonObject first{
        {QStringLiteral("type"), kFileStarted},
        {QStringLiteral("reason"), reason},
        {QStringLiteral("timestamp"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    if (!previous.isEmpty())
        first.insert(QStringLiteral("previousFile"), QFileInfo(previous).fileName());
    if (m_missed > 0)
        first.insert(QStringLiteral("missedEvents"), m_missed);
    return writeLine(first, warning);
}

void AuditLog::stop(const QString &reason)
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_stopReason = reason;
    m_sinceStop.start();
}

bool AuditLog::writeBytes(const QByteArray &lines, QString *warning)
{
    qsizetype done = 0;
    while (done < lines.size()) {
        const ssize_t written = ::write(m_fd, lines.constData() + done, size_t(lines.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            // A short write leaves a cut-short record: the file is done with, a retry starts anew.
            const QString why
                = written < 0 ? errnoText() : tr("only %1 of %2 bytes written").arg(done).arg(lines.size());
            *warning = tr("the audit trail stopped recording: cannot write %1: %2").arg(m_path, why);
            stop(*warning);
            return false;
        }
        done += written;
        m_size += written;
    }
    return true;
}

bool AuditLog::writeLine(const QJsonObject &event, QString *warning)
{
    QByteArray hash;
    if (!writeBytes(AuditChain::seal(event, m_prev, &hash), warning))
        return false;
    m_prev = hash;
    ++m_written;
    return true;
}

bool AuditLog::append(const QJsonObject &event, QString *warning)
{
    return append(QList<QJsonObject>{event}, warning);
}

bool AuditLog::append(const QList<QJsonObject> &events, QString *warning)
{
    QString why;
    qsizetype next = 0;
    while (next < events.size()) {
        if (m_fd < 0) {
            if (m_options.dir.isEmpty() || !m_sinceStop.isValid() || m_sinceStop.elapsed() < kRetryMs
                || !startFile(QStringLiteral("resumed"), QString(m_path), true, &why)) {
                m_missed += events.size() - next;
                return false;
            }
            m_missed = 0;
        }
        // As many records as fit in this file (at least one), sealed and written at once.
        QByteArray lines;
        QByteArray prev = m_prev;
        const qsizetype first = next;
        do {
            QByteArray hash;
            lines += AuditChain::seal(events.at(next++), prev, &hash);
            prev = hash;
        } while (next < events.size() && m_size + lines.size() < m_options.maxFileBytes);
        if (!writeBytes(lines, &why)) {
            m_missed += events.size() - first;
            if (warning)
                *warning = why;
            return false;
        }
        m_prev = prev;
        m_written += next - first;
        if (m_size >= m_options.maxFileBytes) {
            // A copy: startFile() replaces m_path before it names the previous file.
            if (!startFile(QStringLiteral("rotated"), QString(m_path), false, &why) && warning)
                *warning = why;
            applyRetention();
        }
    }
    return true;
}

void AuditLog::applyRetention()
{
    if (m_options.retentionDays <= 0)
        return;
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addDays(-m_options.retentionDays);
    for (const QString &path : files(m_options.dir))
        if (path != m_path && QFileInfo(path).lastModified() < cutoff)
            QFile::remove(path);
}

} // namespace sandman
