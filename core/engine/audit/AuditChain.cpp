// SPDX-License-Identifier: Apache-2.0
#include "AuditChain.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>

namespace sandman {

namespace {
const QByteArray kHashField = QByteArrayLiteral(",\"auditHash\":\"");
constexpr int kHashLength = 64;

QString tr(const char *text)
{
    return QCoreApplication::translate("AuditChain", text);
}
} // namespace

QByteArray AuditChain::genesis()
{
    return QByteArray(kHashLength, '0');
}

QByteArray AuditChain::seal(QJsonObject event, const QByteArray &prev, QByteArray *hash)
{
    QByteArray body;
    if (!event.contains(QStringLiteral("auditHash")) && !event.contains(QStringLiteral("auditPrev"))) {
        // The link spliced in last: no copy of the event, one serialisation (open() reads the
        // link from the parsed record, wherever it is).
        body = QJsonDocument(event).toJson(QJsonDocument::Compact);
        body.chop(1); // '}'
        body.reserve(body.size() + prev.size() + 16);
        if (body.size() > 1)
            body += ',';
        body += "\"auditPrev\":\"" + prev + "\"}";
    } else {
        event.remove(QStringLiteral("auditHash"));
        event.insert(QStringLiteral("auditPrev"), QString::fromLatin1(prev));
        body = QJsonDocument(event).toJson(QJsonDocument::Compact);
    }
    *hash = QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex();
    QByteArray line;
    line.reserve(body.size() + kHashField.size() + kHashLength + 3);
    line.append(body.constData(), body.size() - 1); // without the closing '}'
    line.append(kHashField).append(*hash).append("\"}\n");
    return line;
}

AuditChain::Opened AuditChain::open(const QByteArray &line)
{
    Opened result;
    const qsizetype at = line.lastIndexOf(kHashField);
    if (at < 1 || line.size() != at + kHashField.size() + kHashLength + 2 || !line.endsWith("\"}")) {
        result.error = tr("the record is cut short or has no hash");
        return result;
    }
    result.hash = line.mid(at + kHashField.size(), kHashLength);
    result.body = line.left(at) + '}';
    const QByteArray actual = QCryptographicHash::hash(result.body, QCryptographicHash::Sha256).toHex();
    if (actual != result.hash) {
        result.error = tr("the record's text does not match its hash (changed after it was written)");
        return result;
    }
    // Read from the parsed record: the same key may occur in a nested object of the event.
    const QJsonObject event = QJsonDocument::fromJson(result.body).object();
    result.prev = event.value(QStringLiteral("auditPrev")).toString().toLatin1();
    if (result.prev.size() != kHashLength) {
        result.error = tr("the record has no link to the one before it");
        return result;
    }
    result.ok = true;
    return result;
}

QJsonObject AuditChain::eventOf(const QByteArray &body)
{
    QJsonObject event = QJsonDocument::fromJson(body).object();
    event.remove(QStringLiteral("auditPrev"));
    return event;
}

} // namespace sandman
