// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman {

// The loadable bash builtin that runs a session's command loop inside bash
// (builtin/sandman_session.c): where it is, whether a shell should use it, and its frames.
//
// Found, in this order: $SANDMAN_BASH_BUILTIN (a path); next to the running program (the agent
// in the build tree, or in the container image); <program>/../<libdir>/sandman/ (an install
// tree moved elsewhere); the build tree's and the install prefix's own copies.
// SANDMAN_SESSION_PROTOCOL=fallback forces today's script protocol (the test matrix's second
// column); a bash that refuses the builtin (another version) falls back too, and that file is not
// tried again.
class SessionBuiltin
{
public:
    enum class Protocol { Builtin, Fallback };
    static constexpr quint32 kFlagSnapshot = 1; // a state snapshot record before the command
    static constexpr quint32 kFlagStatusVar = 2; // the status is $__sandman_r
    static constexpr quint32 kFlagEnv = 4; // print the exported environment as `env -0` does

    // The builtin's path, or empty (then whyNot says why) when shells use the fallback.
    static QString path(QString *whyNot = nullptr);
    // A shell of this bash could not load it: later shells use the fallback from the start.
    static void markUnloadable(const QString &path, const QString &why);
    static const char *protocolName(Protocol protocol)
    {
        return protocol == Protocol::Builtin ? "builtin" : "fallback";
    }

    // One command for the builtin: header (magic, flags, seq, length) and the text.
    static QByteArray frame(quint64 seq, quint32 flags, const QByteArray &text);
};

} // namespace sandman
