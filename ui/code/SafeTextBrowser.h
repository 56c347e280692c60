// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTextBrowser>

namespace sandman {

// Shows HTML a sandbox produced (a code result) without letting it reach anything: no remote
// or local file is fetched (only inline data: images are drawn), no link is followed, and
// <script> elements are dropped before the text is parsed (QTextDocument runs none, but would
// show their source as text).
class SafeTextBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit SafeTextBrowser(QWidget *parent = nullptr);

    // Sets the HTML with its scripts removed; returns how many were removed.
    int setUntrustedHtml(const QString &html);
    // Every URL the document asked for (blocked or not): for tests and the tooltip.
    const QList<QUrl> &requestedUrls() const { return m_requested; }

    static QString withoutScripts(const QString &html, int *removed = nullptr);
    QVariant loadResource(int type, const QUrl &name) override;

private:
    QList<QUrl> m_requested;
};

} // namespace sandman
