// SPDX-License-Identifier: Apache-2.0
#include "AuditVerifier.h"

#include "AuditChain.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace sandman {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("AuditVerifier", text);
}
} // namespace

QJsonObject AuditVerifier::Result::toJson() const
{
    QJsonObject json{{QStringLiteral("ok"), ok},
                     {QStringLiteral("records"), records},
                     {QStringLiteral("files"), files},
                     {QStringLiteral("chainStarts"), chainStarts}};
    if (!ok)
        json.insert(QStringLiteral("broken"),
                    QJsonObject{{QStringLiteral("file"), brokenFile},
                                {QStringLiteral("line"), brokenLine},
                                {QStringLiteral("reason"), reason}});
    return json;
}

AuditVerifier::Result AuditVerifier::verify(const QStringList &files)
{
    Result result;
    QByteArray prev; // empty: the oldest record, whose link is taken as given
    const QByteArray genesis = AuditChain::genesis();
    for (const QString &path : files) {
        ++result.files;
        QFile file(path);
        auto broken = [&](qint64 line, const QString &why) {
            result.ok = false;
            result.brokenFile = QFileInfo(path).fileName();
            result.brokenLine = line;
            result.reason = why;
            return result;
        };
        if (!file.open(QIODevice::ReadOnly))
            return broken(0, tr("cannot read the file: %1").arg(file.errorString()));
        const QByteArray data = file.readAll();
        qint64 lineNumber = 0;
        for (qsizetype start = 0; start < data.size();) {
            ++lineNumber;
            const qsizetype newline = data.indexOf('\n', start);
            if (newline < 0)
                return broken(lineNumber, tr("the last record was cut short (no end of line)"));
            const AuditChain::Opened record = AuditChain::open(data.sliced(start, newline - start));
            start = newline + 1;
            if (!record.ok)
                return broken(lineNumber, record.error);
            if (!prev.isEmpty() && record.prev != prev) {
                const bool restart = lineNumber == 1 && record.prev == genesis
                    && record.body.contains("\"type\":\"audit_file_started\"");
                if (!restart)
                    return broken(lineNumber,
                                  tr("the record does not follow the one before it (a record "
                                     "was removed, inserted or changed)"));
                ++result.chainStarts;
            }
            prev = record.hash;
            ++result.records;
        }
    }
    return result;
}

} // namespace sandman
