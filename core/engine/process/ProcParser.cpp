// SPDX-License-Identifier: Apache-2.0
#include "ProcParser.h"

#include <QList>

namespace sandman {

bool ProcParser::parseStat(const QByteArray &line, qint64 pageSize, SystemProcess *out)
{
    // "pid (comm) state ppid ...": comm may hold ") " itself, so it ends at the last ')'.
    const qsizetype open = line.indexOf(" (");
    const qsizetype close = line.lastIndexOf(')');
    if (open <= 0 || close < open + 1)
        return false;
    bool ok = false;
    const qint64 pid = line.left(open).toLongLong(&ok);
    if (!ok || pid <= 0)
        return false;
    // Fields 3.. after ") "; field n is at index n - 3.
    const QList<QByteArray> fields = line.mid(close + 2).trimmed().split(' ');
    constexpr int kRss = 24 - 3;
    if (fields.size() <= kRss || fields.at(0).size() != 1)
        return false;
    const auto number = [&fields, &ok](int field) {
        bool fieldOk = false;
        const qint64 value = fields.at(field - 3).toLongLong(&fieldOk);
        ok = ok && fieldOk;
        return value;
    };
    const auto unsignedNumber = [&fields, &ok](int field) {
        bool fieldOk = false;
        const quint64 value = fields.at(field - 3).toULongLong(&fieldOk);
        ok = ok && fieldOk;
        return value;
    };
    SystemProcess p;
    p.pid = pid;
    p.name = displayText(line.mid(open + 2, close - open - 2));
    p.state = fields.at(0).at(0);
    p.ppid = number(4);
    p.processGroup = number(5);
    p.unixSession = number(6);
    p.cpuTicks = unsignedNumber(14) + unsignedNumber(15);
    p.threads = int(number(20));
    p.startTicks = unsignedNumber(22);
    p.virtualBytes = qint64(unsignedNumber(23));
    p.rssBytes = qMax<qint64>(0, number(24)) * pageSize;
    if (!ok)
        return false;
    *out = p;
    return true;
}

QString ProcParser::displayText(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes);
    for (QChar &c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0))
            c = QLatin1Char('?');
    }
    return text;
}

QString ProcParser::commandLine(const QByteArray &cmdline, const QString &name, int maxChars)
{
    QByteArray args = cmdline;
    while (args.endsWith('\0'))
        args.chop(1);
    if (args.isEmpty())
        return QLatin1Char('[') + name + QLatin1Char(']');
    args.replace('\0', ' ');
    QString text = displayText(args);
    if (text.size() > maxChars) {
        text.truncate(maxChars);
        if (text.back().isHighSurrogate())
            text.chop(1);
        text += QChar(0x2026);
    }
    return text;
}

} // namespace sandman
