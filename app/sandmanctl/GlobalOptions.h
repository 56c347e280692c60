// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

class QCommandLineParser;

namespace sandman::ctl {

// The options every verb takes: which sandbox, how to authenticate, how to print.
struct GlobalOptions {
    QString sandbox; // empty: the local sandbox; a URL, a saved remote's name, or k8s://…
    QString tokenFile;
    QString workspace; // the local sandbox's workspace (as sandman --workspace)
    QString output = QStringLiteral("table"); // table | json
    QString language;

    static QList<QCommandLineOption> options();
    // Reads them from a parser that had options() added; false with *error for a bad value.
    bool read(const QCommandLineParser &parser, QString *error);
    bool json() const { return output == QLatin1String("json"); }
};

} // namespace sandman::ctl
