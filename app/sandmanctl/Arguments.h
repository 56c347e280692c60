// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace sandman::ctl {

// Parsing of the values verbs take, each failing with a CtlError (Usage) that names the input.
class Arguments
{
public:
    // "30s", "500ms", "2m", "1h", or plain seconds ("1.5"); "0" is none.
    static qint64 durationMs(const QString &text, const QString &option);
    // "K=V" items (the value may hold '=' and be empty).
    static QMap<QString, QString> assignments(const QStringList &items, const QString &option);
    // The command of `exec ID -- ARGS…`: one argument is a shell command as typed (as ssh
    // takes it); several are words, each quoted unless plainly safe (as kubectl exec takes them).
    static QString shellCommand(const QStringList &words);
    // A word as bash reads it back: as is when plainly safe, else single-quoted.
    static QString shellWord(const QString &word);
    static int integer(const QString &text, const QString &option, int minimum = 0);
};

} // namespace sandman::ctl
