// SPDX-License-Identifier: Apache-2.0
#include "SafeTextBrowser.h"

#include <QImage>
#include <QRegularExpression>
#include <QTextDocument>

namespace sandman {

SafeTextBrowser::SafeTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
}

QString SafeTextBrowser::withoutScripts(const QString &html, int *removed)
{
    static const QRegularExpression script(QStringLiteral("<script\\b[^>]*>.*?(</script\\s*>|$)"),
                                           QRegularExpression::CaseInsensitiveOption
                                               | QRegularExpression::DotMatchesEverythingOption);
    QString text = html;
    int count = 0;
    QRegularExpressionMatch match;
    qsizetype from = 0;
    while ((match = script.match(text, from)).hasMatch()) {
        text.remove(match.capturedStart(), match.capturedLength());
        from = match.capturedStart();
        ++count;
    }
    if (removed)
        *removed = count;
    return text;
}

int SafeTextBrowser::setUntrustedHtml(const QString &html)
{
    int removed = 0;
    setHtml(withoutScripts(html, &removed));
    return removed;
}

QVariant SafeTextBrowser::loadResource(int type, const QUrl &name)
{
    m_requested.append(name);
    // Inline images are part of the result; anything with an address (http, file, a relative
    // path) would be a fetch on the user's machine, so it gets nothing.
    if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("data")) {
        const QString path = name.path();
        const qsizetype comma = path.indexOf(QLatin1Char(','));
        if (comma > 0 && path.left(comma).endsWith(QLatin1String(";base64"))) {
            const QImage image = QImage::fromData(QByteArray::fromBase64(path.mid(comma + 1).toLatin1()));
            if (!image.isNull())
                return image;
        }
    }
    return {};
}

} // namespace sandman
