// SPDX-License-Identifier: Apache-2.0
#include "NetworkCounters.h"

#include <QFile>
#include <QList>

namespace sandman {

NetworkCounters NetworkCounters::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parse(file.readAll());
}

NetworkCounters NetworkCounters::parse(const QByteArray &text)
{
    NetworkCounters counters;
    for (const QByteArray &line : text.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon < 0)
            continue;
        const QByteArray name = line.left(colon).trimmed();
        const QList<QByteArray> fields = line.mid(colon + 1).simplified().split(' ');
        if (name.isEmpty() || name == "lo" || fields.size() < 9)
            continue;
        bool rxOk = false;
        bool txOk = false;
        const qint64 rx = fields[0].toLongLong(&rxOk);
        const qint64 tx = fields[8].toLongLong(&txOk);
        if (!rxOk || !txOk)
            continue;
        counters.rxBytes = qMax<qint64>(counters.rxBytes, 0) + rx;
        counters.txBytes = qMax<qint64>(counters.txBytes, 0) + tx;
    }
    if (counters.rxBytes < 0) // a namespace with only loopback: nothing went out
        counters.rxBytes = counters.txBytes = 0;
    return counters;
}

} // namespace sandman
