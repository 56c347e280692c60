// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>
#include <QUrl>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace sandman {

class TokenStore;

// Asks for a remote sandman-agent: its ws:// or wss:// address and access token.
class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectDialog(TokenStore *tokens, QWidget *parent = nullptr);

    void setUrl(const QString &url);
    QUrl url() const;
    QString token() const;
    QString displayName() const;
    bool rememberToken() const;

    // Empty when the input can be used, otherwise what is wrong with it.
    static QString validateUrl(const QString &text);
    // The token in a token file (its first line, as sandman-agent --token-file reads it);
    // empty with *error set when the file cannot be read or holds none.
    static QString readTokenFile(const QString &path, QString *error);
    // Fills the token in from a file (the "From File…" button).
    void loadTokenFile(const QString &path);

private:
    void updateState();

    TokenStore *m_tokens;
    QLineEdit *m_name;
    QLineEdit *m_url;
    QLineEdit *m_token;
    QCheckBox *m_remember;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace sandman
