// SPDX-License-Identifier: Apache-2.0
#include "TokenStore.h"

#include <QUrl>

#ifdef SANDMAN_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace sandman {

namespace {
const QString kService = QStringLiteral("Sandman");
} // namespace

TokenStore::TokenStore(QObject *parent)
    : QObject(parent)
{ }

bool TokenStore::isAvailable()
{
#ifdef SANDMAN_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString TokenStore::keyFor(const QString &url)
{
    // One token per agent address; the path and query never carry the identity.
    const QUrl parsed(url);
    return QStringLiteral("agent:%1://%2:%3")
        .arg(parsed.scheme(), parsed.host())
        .arg(parsed.port(parsed.scheme() == QLatin1String("wss") ? 443 : 80));
}

void TokenStore::store(const QString &url, const QString &token, std::function<void(bool, QString)> done)
{
#ifdef SANDMAN_HAVE_KEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyFor(url));
    job->setTextData(token);
    connect(job, &QKeychain::Job::finished, this, [done](QKeychain::Job *finished) {
        done(finished->error() == QKeychain::NoError, finished->errorString());
    });
    job->start();
#else
    Q_UNUSED(url)
    Q_UNUSED(token)
    done(false, tr("No system keyring support was built in."));
#endif
}

void TokenStore::load(const QString &url, std::function<void(bool, QString, QString)> done)
{
#ifdef SANDMAN_HAVE_KEYCHAIN
    auto *job = new QKeychain::ReadPasswordJob(kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyFor(url));
    connect(job, &QKeychain::Job::finished, this, [done, job](QKeychain::Job *finished) {
        const bool ok = finished->error() == QKeychain::NoError;
        done(ok, ok ? job->textData() : QString(), finished->errorString());
    });
    job->start();
#else
    Q_UNUSED(url)
    done(false, {}, tr("No system keyring support was built in."));
#endif
}

void TokenStore::remove(const QString &url)
{
#ifdef SANDMAN_HAVE_KEYCHAIN
    auto *job = new QKeychain::DeletePasswordJob(kService, this);
    job->setAutoDelete(true);
    job->setKey(keyFor(url));
    job->start();
#else
    Q_UNUSED(url)
#endif
}

} // namespace sandman
