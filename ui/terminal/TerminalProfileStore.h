// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalProfile.h"

#include <QObject>

#include <optional>

namespace sandman {

/// Remembers terminal profiles in QSettings: the default one, and overrides for single
/// sessions, keyed by sandbox (TerminalTabs::connectionKey()) and session id.
class TerminalProfileStore : public QObject
{
    Q_OBJECT
public:
    explicit TerminalProfileStore(QObject *parent = nullptr);

    TerminalProfile defaultProfile() const;
    void setDefaultProfile(const TerminalProfile &profile);

    /// The session's own profile, if it has one.
    std::optional<TerminalProfile> sessionProfile(const QString &sandbox, const QString &sessionId) const;
    void setSessionProfile(const QString &sandbox, const QString &sessionId, const TerminalProfile &profile);
    /// The session follows the default profile again.
    void clearSessionProfile(const QString &sandbox, const QString &sessionId);

    /// What a terminal of the session uses: its own profile, else the default one.
    TerminalProfile profileFor(const QString &sandbox, const QString &sessionId) const;

signals:
    void changed();

private:
    static QString sessionGroup(const QString &sandbox, const QString &sessionId);
};

} // namespace sandman
