// SPDX-License-Identifier: Apache-2.0
#include "TokenStore.h"

#include <QUrl>

#ifdef SANDMAN_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace sandman {

namespace {
const QString kService = QStringLiteral("Sandman");

#ifdef SANDMAN_HAVE_KEYCHAIN
// QtKeychain says "Unknown error" when no Secret Service runs on the session bus (or there is
// no session bus at all): say what that means for the user's token instead.
QString errorText(const QKeychain::Job *job)
{
    switch (job->error()) {
    case QKeychain::NoError:
        return {};
    case QKeychain::EntryNotFound:
        return TokenStore::tr("No token is stored for this agent.");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return TokenStore::tr("The keyring refused access.");
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return TokenStore::tr("No system keyring is available, so tokens are not remembered: enter the token "
                              "again (or use a token file) after a restart.");
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError:
        break;
    }
    if (job->errorString().isEmpty() || job->errorString().contains(QLatin1String("Unknown error"))
        || qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
        return TokenStore::tr("No system keyring is available, so tokens are not remembered: enter the token "
                              "again (or use a token file) after a restart.");
    return job->errorString();
}
#endif
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
        done(finished->error() == QKeychain::NoError, errorText(finished));
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
        done(ok, ok ? job->textData() : QString(), errorText(finished));
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
