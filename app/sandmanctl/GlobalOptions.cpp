// SPDX-License-Identifier: Apache-2.0
#include "GlobalOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace sandman::ctl {

QList<QCommandLineOption> GlobalOptions::options()
{
    return {
        {{QStringLiteral("s"), QStringLiteral("sandbox")},
         QCoreApplication::translate(
             "sandmanctl",
             "The sandbox: a remote saved by the window (its name), a ws:// or wss:// "
             "URL, or k8s://CONTEXT/NAMESPACE/NAME. Default: the local sandbox "
             "($SANDMAN_SANDBOX)."),
         QStringLiteral("target")},
        {QStringLiteral("token-file"),
         QCoreApplication::translate("sandmanctl",
                                     "File holding the access token (default: $SANDMAN_TOKEN_FILE, then the "
                                     "keyring)."),
         QStringLiteral("file")},
        {QStringLiteral("workspace"),
         QCoreApplication::translate("sandmanctl",
                                     "Workspace folder of the local sandbox (as sandman --workspace)."),
         QStringLiteral("dir")},
        {{QStringLiteral("o"), QStringLiteral("output")},
         QCoreApplication::translate("sandmanctl", "Output format: table or json."),
         QStringLiteral("format"),
         QStringLiteral("table")},
        {QStringLiteral("language"), QCoreApplication::translate("sandmanctl", "Language: en, zh_CN or ja."),
         QStringLiteral("lang")},
    };
}

bool GlobalOptions::read(const QCommandLineParser &parser, QString *error)
{
    sandbox = parser.isSet(QStringLiteral("sandbox")) ? parser.value(QStringLiteral("sandbox"))
                                                      : qEnvironmentVariable("SANDMAN_SANDBOX");
    tokenFile = parser.isSet(QStringLiteral("token-file")) ? parser.value(QStringLiteral("token-file"))
                                                           : qEnvironmentVariable("SANDMAN_TOKEN_FILE");
    workspace = parser.value(QStringLiteral("workspace"));
    output = parser.value(QStringLiteral("output"));
    language = parser.value(QStringLiteral("language"));
    if (output != QLatin1String("table") && output != QLatin1String("json")) {
        *error = QCoreApplication::translate("sandmanctl", "-o takes table or json, not \u201c%1\u201d")
                     .arg(output);
        return false;
    }
    return true;
}

} // namespace sandman::ctl
