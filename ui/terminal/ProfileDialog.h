// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalProfile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace sandman {

class ColorSchemeLibrary;
class TerminalView;

/// Edits a terminal profile: monospace font and size, colour scheme (with a live preview and
/// Konsole scheme import), scrollback, cursor, bell, and whether it is the default profile or
/// the current session's own.
class ProfileDialog : public QDialog
{
    Q_OBJECT
public:
    /// canApplyToSession: a session is in front, so "this session only" can be chosen.
    ProfileDialog(const TerminalProfile &profile, ColorSchemeLibrary *schemes, bool canApplyToSession,
                  QWidget *parent = nullptr);

    TerminalProfile profile() const;
    void setProfile(const TerminalProfile &profile);
    /// "This session only" rather than "All sessions (default)".
    bool sessionOnly() const;
    void setSessionOnly(bool sessionOnly);

    /// Imports a Konsole .colorscheme and chooses it; false, with the reason shown in the
    /// dialog (importError()), for a bad file.
    bool importScheme(const QString &path);
    QString importError() const;
    TerminalView *preview() const { return m_preview; }

private:
    void chooseSchemeFile();
    void updatePreview();

    ColorSchemeLibrary *m_schemes;
    QComboBox *m_font;
    QSpinBox *m_fontSize;
    QComboBox *m_scheme;
    QLabel *m_importError;
    TerminalView *m_preview;
    QSpinBox *m_scrollback;
    QComboBox *m_cursorShape;
    QCheckBox *m_cursorBlink;
    QComboBox *m_bell;
    QComboBox *m_applyTo;
};

} // namespace sandman
