<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AgentServer</name>
    <message>
        <location filename="../core/server/AgentServer.cpp" line="+226" />
        <source>the request head did not arrive in time</source>
        <translation>リクエストヘッダーが時間内に届きませんでした</translation>
    </message>
    <message>
        <location line="+57" />
        <source>invalid access token</source>
        <translation>アクセストークンが無効です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>アクセストークンがありません（Authorization: Bearer または access_token）</translation>
    </message>
    <message>
        <location filename="../core/server/BusyResponder.cpp" line="+38" />
        <location filename="../core/server/AgentServer.cpp" line="+5" />
        <source>too many connections</source>
        <translation>接続が多すぎます</translation>
    </message>
</context>
<context>
    <name>ChangeTracker</name>
    <message>
        <location filename="../core/engine/files/ChangeTracker.cpp" line="+131" />
        <source>since must be a version returned by checkChanges()</source>
        <translation>since は checkChanges() が返したバージョンでなければなりません</translation>
    </message>
    <message>
        <location line="+14" />
        <source>since refers to a newer version than the current one</source>
        <translation>since が現在より新しいバージョンを指しています</translation>
    </message>
</context>
<context>
    <name>CheckpointJournal</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointJournal.cpp" line="+178" />
        <source>cannot save the checkpoints in %1: %2</source>
        <translation>チェックポイントを %1 に保存できません: %2</translation>
    </message>
    <message>
        <location line="+92" />
        <source>cannot create the folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
</context>
<context>
    <name>CheckpointRoutes</name>
    <message>
        <location filename="../core/server/routes/CheckpointRoutes.cpp" line="+43" />
        <source>checkpoints are off for this sandbox</source>
        <translation>このサンドボックスではチェックポイントが無効です</translation>
    </message>
    <message>
        <location line="+6" />
        <source>checkpoints are not ready yet: the first read of the workspace is still running</source>
        <translation>チェックポイントはまだ準備できていません：ワークスペースの初回読み取りが実行中です</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1 is not a path in the workspace</source>
        <translation>%1 はワークスペース内のパスではありません</translation>
    </message>
    <message>
        <location line="+17" />
        <source>pathBase64 must be base64</source>
        <translation>pathBase64 は base64 でなければなりません</translation>
    </message>
    <message>
        <location line="+8" />
        <source>path is required</source>
        <translation>path は必須です</translation>
    </message>
    <message>
        <location line="+15" />
        <source>no checkpoint %1 (it never existed or retention removed it)</source>
        <translation>チェックポイント %1 はありません（存在しなかったか、保持ポリシーで削除されました）</translation>
    </message>
    <message>
        <location line="+43" />
        <source>turned off (SANDMAN_CHECKPOINTS=off)</source>
        <translation>無効です（SANDMAN_CHECKPOINTS=off）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>name must be at most 200 characters</source>
        <translation>name は 200 文字以内でなければなりません</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 must be 0 (no limit) or more</source>
        <translation>%1 は 0（無制限）以上でなければなりません</translation>
    </message>
    <message>
        <location line="+6" />
        <source>maxCount must be at most 1000000</source>
        <translation>maxCount は 1000000 以下でなければなりません</translation>
    </message>
    <message>
        <location line="+10" />
        <source>excludes must be an array of strings</source>
        <translation>excludes は文字列の配列でなければなりません</translation>
    </message>
    <message>
        <location line="+37" />
        <source>no change set for command %1 (unknown, run before checkpoints were ready, or removed by retention)</source>
        <translation>コマンド %1 の変更セットはありません（不明、チェックポイントの準備前に実行された、または保持ポリシーで削除されました）</translation>
    </message>
    <message>
        <location line="+35" />
        <source>from is required</source>
        <translation>from は必須です</translation>
    </message>
    <message>
        <location line="+32" />
        <location line="+134" />
        <source>no change set for command %1</source>
        <translation>コマンド %1 の変更セットはありません</translation>
    </message>
    <message>
        <location line="-121" />
        <source>give commandId, or checkpointId (or from and to)</source>
        <translation>commandId、または checkpointId（または from と to）を指定してください</translation>
    </message>
    <message>
        <location line="+101" />
        <source>%1 must be an array of strings</source>
        <translation>%1 は文字列の配列でなければなりません</translation>
    </message>
    <message>
        <location line="+70" />
        <source>files changed since the preview: preview the restore again</source>
        <translation>プレビュー後にファイルが変更されました：復元をもう一度プレビューしてください</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Restored checkpoint %1</source>
        <translation>チェックポイント %1 を復元しました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undid the changes of %1</source>
        <translation>%1 の変更を元に戻しました</translation>
    </message>
    <message>
        <location line="+53" />
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスを終了しています</translation>
    </message>
</context>
<context>
    <name>CheckpointService</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointService.cpp" line="+120" />
        <source>checkpoints are off: cannot watch the workspace: %1</source>
        <translation>チェックポイントは無効です：ワークスペースを監視できません：%1</translation>
    </message>
</context>
<context>
    <name>CheckpointSettings</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointSettings.cpp" line="+34" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <location line="+42" />
        <source>cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
</context>
<context>
    <name>CheckpointStore</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointStore.cpp" line="+90" />
        <source>Changes while the agent was stopped</source>
        <translation>エージェント停止中の変更</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Initial state</source>
        <translation>初期状態</translation>
    </message>
</context>
<context>
    <name>DirectTtyViewer</name>
    <message>
        <location filename="../core/server/DirectTtyViewer.cpp" line="+101" />
        <source>no attach request came in time</source>
        <translation>アタッチ要求が時間内に届きませんでした</translation>
    </message>
    <message>
        <location line="+25" />
        <source>too many descriptors in the attach request</source>
        <translation>アタッチ要求のファイル記述子が多すぎます</translation>
    </message>
    <message>
        <location line="+11" />
        <source>attach request too long</source>
        <translation>アタッチ要求が長すぎます</translation>
    </message>
    <message>
        <location line="+11" />
        <source>malformed attach request</source>
        <translation>アタッチ要求の形式が正しくありません</translation>
    </message>
    <message>
        <location line="+20" />
        <source>invalid or missing access token</source>
        <translation>アクセストークンが無効か、指定されていません</translation>
    </message>
    <message>
        <location line="+8" />
        <source>attach needs a writable tty descriptor</source>
        <translation>アタッチには書き込み可能な端末の記述子が必要です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>attach needs a writable and a readable tty descriptor</source>
        <translation>アタッチには書き込み可能な端末と読み取り可能な端末の記述子が必要です</translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <location filename="../core/engine/checkpoint/EntryReader.cpp" line="+59" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません：%2</translation>
    </message>
</context>
<context>
    <name>EventRoutes</name>
    <message>
        <location filename="../core/server/routes/EventRoutes.cpp" line="+40" />
        <source>since must be a sequence number (an integer ≥ 0)</source>
        <translation>since はシーケンス番号（0 以上の整数）でなければなりません</translation>
    </message>
    <message>
        <location line="+21" />
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスは終了処理中です</translation>
    </message>
    <message>
        <location line="+17" />
        <source>command %1 is not queued or running</source>
        <translation>コマンド %1 は待機中でも実行中でもありません</translation>
    </message>
</context>
<context>
    <name>EventSubscriber</name>
    <message>
        <location filename="../core/server/routes/EventSubscriber.cpp" line="+69" />
        <source>the sandbox went away</source>
        <translation>サンドボックスがなくなりました</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1 events before seq %2 are no longer kept (the agent keeps the newest %3 events, at most %4 bytes)</source>
        <translation>シーケンス %2 より前の %1 件のイベントはもう保持されていません（エージェントは最新の %3 件、最大 %4 バイトを保持します）</translation>
    </message>
</context>
<context>
    <name>EventSubscription</name>
    <message>
        <location filename="../core/client/EventSubscription.cpp" line="+50" />
        <source>no transport</source>
        <translation>トランスポートがありません</translation>
    </message>
</context>
<context>
    <name>ExcludeRules</name>
    <message>
        <location filename="../core/engine/checkpoint/ExcludeRules.cpp" line="+17" />
        <source>negated patterns ("%1") are not supported</source>
        <translation>否定パターン（「%1」）はサポートされていません</translation>
    </message>
</context>
<context>
    <name>FileDownload</name>
    <message>
        <location filename="../core/client/FileDownload.cpp" line="+36" />
        <location line="+25" />
        <location line="+23" />
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location line="-27" />
        <source>the sandbox sent a damaged piece of the file</source>
        <translation>サンドボックスから届いたファイルの一部が壊れています</translation>
    </message>
    <message>
        <location line="+23" />
        <source>the file ended early (%1 of %2 bytes)</source>
        <translation>ファイルが途中で終わりました（%2 バイト中 %1 バイト）</translation>
    </message>
</context>
<context>
    <name>FileUpload</name>
    <message>
        <location filename="../core/client/FileUpload.cpp" line="+33" />
        <location line="+13" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <location line="-4" />
        <source>the sandbox is no longer connected</source>
        <translation>サンドボックスとの接続が切れています</translation>
    </message>
</context>
<context>
    <name>FileWatcher</name>
    <message>
        <location filename="../core/engine/files/FileWatcher.cpp" line="+27" />
        <source>too many file watches are open (the limit is fs.inotify.max_user_instances)</source>
        <translation>開いているファイル監視が多すぎます（上限は fs.inotify.max_user_instances）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the limit of watched directories is reached (raise fs.inotify.max_user_watches)</source>
        <translation>監視できるフォルダー数の上限に達しました（fs.inotify.max_user_watches を引き上げてください）</translation>
    </message>
    <message>
        <location line="+39" />
        <source>permission denied: %1</source>
        <translation>権限がありません：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>path does not exist: %1</source>
        <translation>パスが存在しません：%1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot watch %1: %2</source>
        <translation>%1 を監視できません：%2</translation>
    </message>
    <message>
        <location line="+41" />
        <source>more than %1 directories to watch: watch a smaller tree or exclude some</source>
        <translation>監視するフォルダーが %1 個を超えています：より小さいツリーを監視するか、一部を除外してください</translation>
    </message>
    <message>
        <location line="+128" />
        <source>not every directory can be watched: %1</source>
        <translation>一部のフォルダーを監視できません：%1</translation>
    </message>
    <message>
        <location line="+22" />
        <source>the watched path is gone</source>
        <translation>監視中のパスがなくなりました</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the watched path was deleted</source>
        <translation>監視中のパスが削除されました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the watched path was moved away</source>
        <translation>監視中のパスが別の場所に移動されました</translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <location filename="../core/server/HttpConnection.cpp" line="+116" />
        <source>invalid access token</source>
        <translation>アクセストークンが無効です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>アクセストークンがありません（Authorization: Bearer または access_token）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>origin %1 is not allowed (see --allow-origin)</source>
        <translation>オリジン %1 は許可されていません（--allow-origin を参照）</translation>
    </message>
    <message>
        <location line="+29" />
        <source>the request body is not valid JSON: %1</source>
        <translation>リクエスト本文が有効な JSON ではありません：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the request body must be a JSON object</source>
        <translation>リクエスト本文は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスは終了処理中です</translation>
    </message>
    <message>
        <location line="+85" />
        <source>the request did not arrive in time</source>
        <translation>リクエストが時間内に届きませんでした</translation>
    </message>
</context>
<context>
    <name>HttpRequestParser</name>
    <message>
        <location filename="../core/server/HttpRequestParser.cpp" line="+110" />
        <location line="+7" />
        <source>%1 too long (limit %2 bytes)</source>
        <translation>%1 が長すぎます（上限 %2 バイト）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>lines must end with CRLF</source>
        <translation>行は CRLF で終わらなければなりません</translation>
    </message>
    <message>
        <location line="+13" />
        <source>request line</source>
        <translation>リクエスト行</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+193" />
        <source>request head too large (limit %1 bytes)</source>
        <translation>リクエストヘッダーが大きすぎます（上限 %1 バイト）</translation>
    </message>
    <message>
        <location line="-191" />
        <source>request head</source>
        <translation>リクエストヘッダー</translation>
    </message>
    <message>
        <location line="+14" />
        <source>malformed request line (expected: METHOD target HTTP/1.1)</source>
        <translation>リクエスト行の形式が不正です（正しい形式：METHOD target HTTP/1.1）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>malformed method</source>
        <translation>メソッドの形式が不正です</translation>
    </message>
    <message>
        <location line="+4" />
        <source>malformed HTTP version</source>
        <translation>HTTP バージョンの形式が不正です</translation>
    </message>
    <message>
        <location line="+4" />
        <source>only HTTP/1.0 and HTTP/1.1 are supported</source>
        <translation>HTTP/1.0 と HTTP/1.1 のみ対応しています</translation>
    </message>
    <message>
        <location line="+4" />
        <source>request target too long (limit %1 bytes)</source>
        <translation>リクエストターゲットが長すぎます（上限 %1 バイト）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the request target must be a path starting with /</source>
        <translation>リクエストターゲットは / で始まるパスでなければなりません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>method %1 is not implemented</source>
        <translation>メソッド %1 は実装されていません</translation>
    </message>
    <message>
        <location line="+15" />
        <source>folded header lines are not accepted</source>
        <translation>折り返されたヘッダー行は受け付けません</translation>
    </message>
    <message>
        <location line="+5" />
        <source>malformed header line</source>
        <translation>ヘッダー行の形式が不正です</translation>
    </message>
    <message>
        <location line="+4" />
        <source>control characters in header %1</source>
        <translation>ヘッダー %1 に制御文字があります</translation>
    </message>
    <message>
        <location line="+4" />
        <source>too many headers (limit %1)</source>
        <translation>ヘッダーが多すぎます（上限 %1）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>an HTTP/1.1 request needs a Host header</source>
        <translation>HTTP/1.1 のリクエストには Host ヘッダーが必要です</translation>
    </message>
    <message>
        <location line="+11" />
        <source>malformed Content-Length</source>
        <translation>Content-Length の形式が不正です</translation>
    </message>
    <message>
        <location line="+9" />
        <source>both Content-Length and Transfer-Encoding</source>
        <translation>Content-Length と Transfer-Encoding の両方があります</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Transfer-Encoding in an HTTP/1.0 request</source>
        <translation>HTTP/1.0 のリクエストに Transfer-Encoding があります</translation>
    </message>
    <message>
        <location line="+4" />
        <source>transfer coding "%1" is not supported (only chunked)</source>
        <translation>転送コーディング「%1」には対応していません（chunked のみ）</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 needs Content-Length or chunked coding</source>
        <translation>%1 には Content-Length か chunked コーディングが必要です</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+35" />
        <source>request body too large (limit %1 bytes)</source>
        <translation>リクエスト本文が大きすぎます（上限 %1 バイト）</translation>
    </message>
    <message>
        <location line="-10" />
        <source>chunk size line</source>
        <translation>チャンクサイズ行</translation>
    </message>
    <message>
        <location line="+7" />
        <source>malformed chunk size</source>
        <translation>チャンクサイズの形式が不正です</translation>
    </message>
    <message>
        <location line="+25" />
        <source>chunk data not followed by CRLF</source>
        <translation>チャンクデータの後に CRLF がありません</translation>
    </message>
    <message>
        <location line="+12" />
        <source>trailer</source>
        <translation>トレーラー</translation>
    </message>
</context>
<context>
    <name>ObjectStore</name>
    <message>
        <location filename="../core/engine/checkpoint/ObjectStore.cpp" line="+88" />
        <source>cannot create the checkpoint store %1</source>
        <translation>チェックポイントストア %1 を作成できません</translation>
    </message>
    <message>
        <location filename="../core/engine/checkpoint/ObjectPack.cpp" line="+19" />
        <source>cannot write to the checkpoint store: %1</source>
        <translation>チェックポイントストアに書き込めません：%1</translation>
    </message>
    <message>
        <location filename="../core/engine/checkpoint/ObjectStore.cpp" line="-28" />
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み取れません：%1</translation>
    </message>
    <message>
        <location line="+146" />
        <location line="+40" />
        <source>the checkpoint store is full (%1 bytes allowed)</source>
        <translation>チェックポイントストアがいっぱいです（上限 %1 バイト）</translation>
    </message>
</context>
<context>
    <name>PortProbe</name>
    <message>
        <location filename="../core/engine/process/PortProbe.cpp" line="+21" />
        <source>no answer within %1 ms</source>
        <translation>%1 ミリ秒以内に応答がありません</translation>
    </message>
    <message>
        <location line="+58" />
        <location line="+8" />
        <source>the answer is not HTTP</source>
        <translation>応答が HTTP ではありません</translation>
    </message>
    <message>
        <location line="+5" />
        <source>HTTP status %1 not in expected range %2-%3</source>
        <translation>HTTP ステータス %1 が想定範囲 %2-%3 にありません</translation>
    </message>
</context>
<context>
    <name>ProcessRoutes</name>
    <message>
        <location filename="../core/server/routes/ProcessRoutes.cpp" line="+203" />
        <source>port must be an integer 1-65535</source>
        <translation>port は 1-65535 の整数でなければなりません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>mode must be "http" or "tcp" (got "%1")</source>
        <translation>mode は「http」または「tcp」でなければなりません（指定値：「%1」）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>statusMin and statusMax must be HTTP statuses (100-599), min &lt;= max</source>
        <translation>statusMin と statusMax は HTTP ステータス（100-599）で、かつ min &lt;= max でなければなりません</translation>
    </message>
    <message>
        <location line="+6" />
        <source>path must not contain spaces or line breaks</source>
        <translation>path に空白や改行を含めることはできません</translation>
    </message>
    <message>
        <location line="+5" />
        <source>interval and timeout must not be negative</source>
        <translation>interval と timeout に負の値は指定できません</translation>
    </message>
    <message>
        <location line="+34" />
        <source>port %1 was not ready in time (%2)</source>
        <translation>ポート %1 が時間内に準備完了になりませんでした（%2）</translation>
    </message>
</context>
<context>
    <name>SandboxTerminalHandler</name>
    <message>
        <location filename="../core/server/SandboxTerminalHandler.cpp" line="+121" />
        <source>no terminal "%1" runs in session "%2" to watch</source>
        <translation>セッション「%2」には閲覧できるターミナル「%1」がありません</translation>
    </message>
</context>
<context>
    <name>SessionOpener</name>
    <message>
        <location filename="../ui/main/SessionOpener.cpp" line="+75" />
        <source>this window has no Kubernetes support</source>
        <translation>このウィンドウは Kubernetes に対応していません</translation>
    </message>
</context>
<context>
    <name>WatchFilter</name>
    <message>
        <location filename="../core/engine/files/WatchFilter.cpp" line="+41" />
        <source>include and exclude cannot be used together: include lists what to watch, exclude what to leave out</source>
        <translation>include と exclude は同時に使えません：include は監視する対象を、exclude は除外する対象を指定します</translation>
    </message>
</context>
<context>
    <name>WatchPattern</name>
    <message>
        <location filename="../core/engine/files/WatchPattern.cpp" line="+16" />
        <source>a pattern must not be empty or contain NUL</source>
        <translation>パターンは空にできず、NUL も含められません</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pattern "%1" uses unsupported glob syntax "%2" (supported: *, **, ? and /)</source>
        <translation>パターン「%1」は未対応の glob 構文「%2」を使っています（対応：*、**、?、/）</translation>
    </message>
</context>
<context>
    <name>WatchRoutes</name>
    <message>
        <location filename="../core/server/routes/WatchRoutes.cpp" line="+49" />
        <source>%1 must be an array of strings</source>
        <translation>%1 は文字列の配列でなければなりません</translation>
    </message>
    <message>
        <location line="+49" />
        <source>unknown event type "%1" (create, modify, delete, move_from, move_to, attrib)</source>
        <translation>不明なイベントタイプ「%1」（create、modify、delete、move_from、move_to、attrib）</translation>
    </message>
    <message>
        <location line="+38" />
        <source>maxQueuedEvents must be an integer 1-%1</source>
        <translation>maxQueuedEvents は 1-%1 の整数でなければなりません</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 watches are open already: end one first</source>
        <translation>すでに %1 個の監視が開いています：先にどれかを終了してください</translation>
    </message>
    <message>
        <location line="+23" />
        <source>since must be a non-empty version</source>
        <translation>since は空でないバージョンでなければなりません</translation>
    </message>
    <message>
        <location line="+34" />
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスは終了処理中です</translation>
    </message>
</context>
<context>
    <name>WatchStreamSender</name>
    <message>
        <location filename="../core/server/routes/WatchStreamSender.cpp" line="+43" />
        <source>the sandbox shut down</source>
        <translation>サンドボックスが終了しました</translation>
    </message>
    <message>
        <location line="+54" />
        <source>the kernel's event queue overflowed: changes were lost</source>
        <translation>カーネルのイベントキューがあふれました：変更が失われました</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n change(s) were dropped: the watch's queue was full</source>
        <translation>
            <numerusform>%n 件の変更を破棄しました：監視キューがいっぱいでした</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkspaceWriter</name>
    <message>
        <location filename="../core/engine/checkpoint/WorkspaceWriter.cpp" line="+41" />
        <source>cannot open the workspace: %1</source>
        <translation>ワークスペースを開けません：%1</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+29" />
        <source>invalid path %1</source>
        <translation>無効なパス %1</translation>
    </message>
    <message>
        <location line="-14" />
        <source>refused: %1 is a symlink or not a directory, and nothing is written through it</source>
        <translation>拒否しました：%1 はシンボリックリンクかフォルダーではないため、これを経由して書き込むことはありません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <location line="+24" />
        <location line="+20" />
        <location line="+7" />
        <source>cannot remove %1: %2</source>
        <translation>%1 を削除できません：%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the checkpoint does not hold the content of %1 (it could not be stored)</source>
        <translation>チェックポイントに %1 の内容がありません（保存できませんでした）</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+12" />
        <location line="+11" />
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <location line="+28" />
        <source>cannot create %1: %2</source>
        <translation>%1 を作成できません：%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot set the mode of %1: %2</source>
        <translation>%1 のパーミッションを設定できません：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot create the symlink %1: %2</source>
        <translation>シンボリックリンク %1 を作成できません：%2</translation>
    </message>
</context>
<context>
    <name>WriteWatch</name>
    <message>
        <location filename="../core/engine/attribution/WriteWatch.cpp" line="+148" />
        <source>this machine's system calls are not known to the write watch</source>
        <translation>書き込み監視はこのマシンのシステムコールを知りません</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a seccomp listener needs no_new_privs or CAP_SYS_ADMIN</source>
        <translation>seccomp リスナーには no_new_privs か CAP_SYS_ADMIN が必要です</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot fork: %1</source>
        <translation>fork できません: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the kernel refused a seccomp listener</source>
        <translation>カーネルが seccomp リスナーを拒否しました</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create the watch's descriptors</source>
        <translation>監視用のディスクリプタを作成できません</translation>
    </message>
    <message>
        <location line="+14" />
        <source>not enabled</source>
        <translation>無効</translation>
    </message>
</context>
<context>
    <name>sandman</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+33" />
        <source>cannot set %1: %2</source>
        <translation>%1 を設定できません：%2</translation>
    </message>
    <message>
        <location filename="../core/server/routes/SystemProcessRoutes.cpp" line="+70" />
        <source>pid must be a positive whole number</source>
        <translation>pid は正の整数でなければなりません</translation>
    </message>
    <message>
        <location line="+8" />
        <source>signal "%1" is not allowed; use one of %2</source>
        <translation>シグナル「%1」は許可されていません。次のいずれかを使ってください：%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>startTicks must be a number</source>
        <translation>startTicks は数値でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/cluster/KubeConfig.cpp" line="+66" />
        <source>%1: “%2” must be a list.</source>
        <translation>%1：「%2」はリストでなければなりません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: an entry of “%2” has no name.</source>
        <translation>%1：「%2」に名前のない項目があります。</translation>
    </message>
    <message>
        <location filename="../core/cluster/KubeCredentials.cpp" line="+34" />
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location filename="../core/isolation/SandboxCgroup.cpp" line="+50" />
        <source>cannot write %1 to %2: %3</source>
        <translation>%1 を %2 に書き込めません：%3</translation>
    </message>
    <message>
        <location filename="../core/engine/audit/AuditFilter.cpp" line="+23" />
        <source>%1 must be an ISO 8601 time such as 2026-01-31T18:00:00Z</source>
        <translation>%1 は 2026-01-31T18:00:00Z のような ISO 8601 形式の時刻である必要があります</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 must be a string</source>
        <translation>%1 は文字列である必要があります</translation>
    </message>
    <message>
        <location filename="../core/server/routes/AuditRoutes.cpp" line="+55" />
        <source>this agent keeps no audit trail (started with --no-audit)</source>
        <translation>このエージェントは監査証跡を保持していません（--no-audit で起動されました）</translation>
    </message>
    <message>
        <location line="+12" />
        <source>limit must be a number from 0 to %1</source>
        <translation>limit は 0 から %1 までの数値である必要があります</translation>
    </message>
</context>
<context>
    <name>sandman::AboutBox</name>
    <message>
        <location filename="../ui/main/AboutBox.cpp" line="+11" />
        <source>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;A desktop session manager for sandboxes:&lt;br&gt;sessions, environment variables, terminals, processes and logs,&lt;br&gt;on this machine or on remote agents.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;サンドボックス用のデスクトップセッションマネージャーです。&lt;br&gt;このマシンまたはリモートエージェント上の&lt;br&gt;セッション、環境変数、ターミナル、プロセス、ログを管理します。&lt;/p&gt;&lt;p&gt;Apache License 2.0 の下でライセンスされています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9" />
        <source>About Sandman</source>
        <translation>Sandmanについて</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityController</name>
    <message>
        <location filename="../ui/activity/ActivityController.cpp" line="+140" />
        <source>Could not run the command again: %1</source>
        <translation>コマンドを再実行できませんでした：%1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Could not cancel the command: %1</source>
        <translation>コマンドをキャンセルできませんでした：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityModel</name>
    <message>
        <location filename="../ui/activity/ActivityModel.cpp" line="+58" />
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>exit %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>timed out</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location line="+0" />
        <source>killed</source>
        <translation>強制終了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed (exit %1)</source>
        <translation>失敗（終了コード %1）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+48" />
        <source>this window</source>
        <translation>このウィンドウ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>running %1</source>
        <translation>実行中 %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sandbox</source>
        <translation>サンドボックス</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Client</source>
        <translation>クライアント</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message numerus="yes">
        <location line="+151" />
        <source>%n earlier event(s) missed: the agent no longer keeps them</source>
        <translation>
            <numerusform>それ以前の %n 件のイベントを取得できませんでした：エージェントはもう保持していません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>session created</source>
        <translation>セッションを作成</translation>
    </message>
    <message>
        <location line="+2" />
        <source>session deleted</source>
        <translation>セッションを削除</translation>
    </message>
    <message>
        <location line="+2" />
        <source>environment changed: %1</source>
        <translation>環境変数を変更：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>command timeout set to %1</source>
        <translation>コマンドのタイムアウトを %1 に設定</translation>
    </message>
    <message>
        <location line="+1" />
        <source>command timeout removed</source>
        <translation>コマンドのタイムアウトを解除</translation>
    </message>
    <message>
        <location line="+3" />
        <source>working directory: %1</source>
        <translation>作業ディレクトリ：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 opened</source>
        <comment>a terminal</comment>
        <translation>%1を開きました</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 closed (exit %2)</source>
        <comment>a terminal</comment>
        <translation>%1を閉じました（終了コード %2）</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1: %n viewer(s)</source>
        <comment>a terminal</comment>
        <translation>
            <numerusform>%1：閲覧者 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>file written: %1</source>
        <translation>ファイルを書き込み：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>file deleted: %1</source>
        <translation>ファイルを削除：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>directory created: %1</source>
        <translation>フォルダーを作成：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>file moved: %1 → %2</source>
        <translation>ファイルを移動：%1 → %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 context %2 created</source>
        <translation>%1 のコードコンテキスト %2 を作成</translation>
    </message>
    <message>
        <location line="+2" />
        <source>code context %1 deleted</source>
        <translation>コードコンテキスト %1 を削除</translation>
    </message>
    <message>
        <location line="+2" />
        <source>code run: %1</source>
        <translation>コード実行：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>code run finished</source>
        <translation>コードの実行が完了</translation>
    </message>
    <message>
        <location line="+1" />
        <source>code run failed</source>
        <translation>コードの実行に失敗</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityPane</name>
    <message>
        <location filename="../ui/activity/ActivityPane.cpp" line="+38" />
        <source>Failed only</source>
        <translation>失敗のみ</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Copy Command</source>
        <translation>コマンドをコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy Output</source>
        <translation>出力をコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run Again</source>
        <translation>再実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open Terminal</source>
        <translation>ターミナルを開く</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel Command</source>
        <translation>コマンドをキャンセル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Changed Files…</source>
        <translation>変更されたファイル…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>All sessions</source>
        <translation>すべてのセッション</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All clients</source>
        <translation>すべてのクライアント</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one session only</source>
        <translation>1 つのセッションだけを表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one client only</source>
        <translation>1 つのクライアントだけを表示</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+3" />
        <source>Filter commands</source>
        <translation>コマンドを絞り込む</translation>
    </message>
    <message>
        <location line="-2" />
        <source>Session filter</source>
        <translation>セッションの絞り込み</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Client filter</source>
        <translation>クライアントの絞り込み</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Activity timeline</source>
        <translation>アクティビティのタイムライン</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Commands, processes, terminals and file changes of every client, newest last</source>
        <translation>すべてのクライアントのコマンド、プロセス、ターミナル、ファイルの変更(新しいものが最後)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command output</source>
        <translation>コマンドの出力</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Select a command to see its output.</source>
        <translation>コマンドを選択すると出力が表示されます。</translation>
    </message>
    <message>
        <location line="+158" />
        <source>
[stdout: more follows; the activity feed keeps the first %1 bytes]
</source>
        <translation>
[stdout：出力は続きます。アクティビティフィードは最初の %1 バイトだけを保持します]
</translation>
    </message>
    <message>
        <location line="+1" />
        <source>
[stderr: more follows; the activity feed keeps the first %1 bytes]
</source>
        <translation>
[stderr：出力は続きます。アクティビティフィードは最初の %1 バイトだけを保持します]
</translation>
    </message>
    <message>
        <location line="+3" />
        <source>
[stdout: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stdout：全 %1 バイト、アクティビティには最初の %2 のみ保持]
</translation>
    </message>
    <message>
        <location line="+1" />
        <source>
[stderr: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stderr：全 %1 バイト、アクティビティには最初の %2 のみ保持]
</translation>
    </message>
</context>
<context>
    <name>sandman::AddClusterDialog</name>
    <message>
        <location filename="../ui/cluster/AddClusterDialog.cpp" line="+32" />
        <source>Add Kubernetes Cluster</source>
        <translation>Kubernetes クラスターの追加</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+7" />
        <source>One kubeconfig file, or several separated by ':' as in $KUBECONFIG</source>
        <translation>kubeconfig ファイル 1 つ、または $KUBECONFIG と同様に ':' で区切った複数のファイル</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Kubeconfig:</source>
        <translation>Kubeconfig(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Context:</source>
        <translation>コンテキスト(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Namespace:</source>
        <translation>名前空間(&amp;N)：</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Give the kubeconfig file of the cluster.</source>
        <translation>クラスターの kubeconfig ファイルを指定してください。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 defines no context.</source>
        <translation>%1 にはコンテキストが定義されていません。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The namespace must be a lowercase DNS label (letters, digits and '-').</source>
        <translation>名前空間は小文字の DNS ラベル（英字、数字、'-'）でなければなりません。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
</context>
<context>
    <name>sandman::AllProcessesView</name>
    <message>
        <location filename="../ui/processes/AllProcessesView.cpp" line="+59" />
        <source>Filter by command, user, PID or session</source>
        <translation>コマンド、ユーザー、PID、セッションで絞り込み</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Filter processes</source>
        <translation>プロセスの絞り込み</translation>
    </message>
    <message>
        <location line="+2" />
        <source>All processes</source>
        <translation>すべてのプロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every process of the sandbox as a tree, whoever started it</source>
        <translation>サンドボックスのすべてのプロセス(起動した者を問わず、ツリー表示)</translation>
    </message>
    <message>
        <location line="+31" />
        <location line="+245" />
        <source>Send Signal</source>
        <translation>シグナルを送信</translation>
    </message>
    <message>
        <location line="-244" />
        <source>Send a signal to the selected process</source>
        <translation>選択したプロセスにシグナルを送信します</translation>
    </message>
    <message>
        <location line="+39" />
        <source>TERM — ask it to end</source>
        <translation>TERM — 終了を要求</translation>
    </message>
    <message>
        <location line="+1" />
        <source>INT — interrupt, like Ctrl+C</source>
        <translation>INT — 割り込み（Ctrl+C と同じ）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>HUP — hang up (many servers reload)</source>
        <translation>HUP — ハングアップ（多くのサーバーは再読み込み）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>QUIT — quit (with a core dump)</source>
        <translation>QUIT — 終了（コアダンプあり）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>KILL — end it at once…</source>
        <translation>KILL — 即座に強制終了…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>STOP — pause it</source>
        <translation>STOP — 一時停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CONT — let a paused process go on</source>
        <translation>CONT — 一時停止したプロセスを再開</translation>
    </message>
    <message>
        <location line="+1" />
        <source>USR1 — user-defined signal 1</source>
        <translation>USR1 — ユーザー定義シグナル 1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>USR2 — user-defined signal 2</source>
        <translation>USR2 — ユーザー定義シグナル 2</translation>
    </message>
    <message numerus="yes">
        <location line="+134" />
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n 個のプロセス</numerusform>
        </translation>
    </message>
    <message>
        <location line="-73" />
        <source>Could not list the sandbox's processes: %1</source>
        <translation>サンドボックスのプロセス一覧を取得できませんでした：%1</translation>
    </message>
    <message>
        <location line="+96" />
        <source>Process %1 is part of the sandbox itself and cannot be signalled.</source>
        <translation>プロセス %1 はサンドボックス自体の一部なので、シグナルを送れません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kill Process</source>
        <translation>プロセスの強制終了</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kill process %1 (%2) at once? It gets no chance to save its work or clean up.</source>
        <translation>プロセス %1（%2）を今すぐ強制終了しますか？作業内容の保存や後片付けは行われません。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Sent %1 to process %2.</source>
        <translation>プロセス %2 に %1 を送信しました。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Could not send %1 to process %2: %3</source>
        <translation>プロセス %2 に %1 を送信できませんでした：%3</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Copy PID</source>
        <translation>PID をコピー</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy Command</source>
        <translation>コマンドをコピー</translation>
    </message>
</context>
<context>
    <name>sandman::AuditChain</name>
    <message>
        <location filename="../core/engine/audit/AuditChain.cpp" line="+55" />
        <source>the record is cut short or has no hash</source>
        <translation>レコードが途中で切れているか、ハッシュがありません</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the record's text does not match its hash (changed after it was written)</source>
        <translation>レコードの内容がハッシュと一致しません（書き込み後に変更されています）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the record has no link to the one before it</source>
        <translation>レコードに直前のレコードへのリンクがありません</translation>
    </message>
</context>
<context>
    <name>sandman::AuditDialog</name>
    <message>
        <location filename="../ui/resources/AuditDialog.cpp" line="+40" />
        <source>Audit Trail — %1</source>
        <translation>監査証跡 — %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>connection id or client name, e.g. curl</source>
        <translation>接続 ID またはクライアント名（例: curl）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>session id</source>
        <translation>セッション ID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>part of the command</source>
        <translation>コマンドの一部</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exit code</source>
        <translation>終了コード</translation>
    </message>
    <message>
        <location line="+6" />
        <source>From</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Until</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Finished commands only</source>
        <translation>完了したコマンドのみ</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Client:</source>
        <translation>クライアント:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Session:</source>
        <translation>セッション:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Client</source>
        <translation>クライアント</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Exit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export JSON Lines…</source>
        <translation>JSON Lines をエクスポート…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Verify Chain</source>
        <translation>チェーンを検証</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Asking the agent…</source>
        <translation>エージェントに問い合わせています…</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 records match; the newest %2 are shown.</source>
        <translation>%1 件のレコードが一致しました。新しい %2 件を表示しています。</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n record(s) match.</source>
        <translation>
            <numerusform>%n 件のレコードが一致しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>The search failed: %1</source>
        <translation>検索に失敗しました: %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The chain is intact: %1 records in %2 files.</source>
        <translation>チェーンは完全です: %2 個のファイルに %1 件のレコード。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&lt;b&gt;The chain is broken&lt;/b&gt; at record %1 of %2: %3</source>
        <translation>&lt;b&gt;チェーンが壊れています&lt;/b&gt;: %2 のレコード %1: %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Verification failed: %1</source>
        <translation>検証に失敗しました: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Export Audit Records</source>
        <translation>監査レコードのエクスポート</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The export failed: %1</source>
        <translation>エクスポートに失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>sandman::AuditFilter</name>
    <message>
        <location filename="../core/engine/audit/AuditFilter.cpp" line="+20" />
        <source>exitCode must be an integer</source>
        <translation>exitCode は整数である必要があります</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+5" />
        <source>types must be a list of event types</source>
        <translation>types はイベントタイプのリストである必要があります</translation>
    </message>
</context>
<context>
    <name>sandman::AuditLog</name>
    <message>
        <location filename="../core/engine/audit/AuditLog.cpp" line="+57" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません：%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 ends in a record that was cut short (the agent stopped while writing it)</source>
        <translation>%1 の末尾のレコードが途中で切れています（書き込み中にエージェントが停止しました）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 ends in a line too long to be a record</source>
        <translation>%1 の末尾の行はレコードとしては長すぎます</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: its last record is damaged: %2</source>
        <translation>%1: 最後のレコードが壊れています: %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot create the audit folder %1</source>
        <translation>監査フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <location line="+20" />
        <source>the audit trail's last file is damaged: %1; it is kept and a new file started</source>
        <translation>監査証跡の最後のファイルが壊れています: %1。このファイルは保持され、新しいファイルを開始しました</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot append to %1: %2</source>
        <translation>%1 に追記できません: %2</translation>
    </message>
    <message>
        <location line="+38" />
        <source>cannot create the audit file %1: %2</source>
        <translation>監査ファイル %1 を作成できません: %2</translation>
    </message>
    <message>
        <location line="+38" />
        <source>only %1 of %2 bytes written</source>
        <translation>%2 バイト中 %1 バイトしか書き込めませんでした</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the audit trail stopped recording: cannot write %1: %2</source>
        <translation>監査証跡の記録を停止しました: %1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>sandman::AuditRoutes</name>
    <message>
        <location filename="../core/server/routes/AuditRoutes.cpp" line="+50" />
        <source>format must be "jsonl" or "csv"</source>
        <translation>format は "jsonl" または "csv" である必要があります</translation>
    </message>
</context>
<context>
    <name>sandman::AuditVerifier</name>
    <message>
        <location filename="../core/engine/audit/AuditVerifier.cpp" line="+49" />
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み取れません：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the last record was cut short (no end of line)</source>
        <translation>最後のレコードが途中で切れています（行末がありません）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the record does not follow the one before it (a record was removed, inserted or changed)</source>
        <translation>このレコードは直前のレコードに続いていません（レコードの削除、挿入、または変更があります）</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastController</name>
    <message>
        <location filename="../ui/broadcast/BroadcastController.cpp" line="+11" />
        <source>Broadcast</source>
        <translation>ブロードキャスト</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastPane</name>
    <message>
        <location filename="../ui/broadcast/BroadcastPane.cpp" line="+45" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Keystrokes</source>
        <translation>キー入力</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Sessions to run the command in</source>
        <translation>コマンドを実行するセッション</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run in</source>
        <translation>実行先</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Command to broadcast</source>
        <translation>ブロードキャストするコマンド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A command for every checked session, e.g. make test</source>
        <translation>チェックしたすべてのセッションで実行するコマンド（例: make test）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sessions at the same time</source>
        <translation>同時に実行するセッション数</translation>
    </message>
    <message>
        <location line="+2" />
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How many sessions run the command at the same time (0: all)</source>
        <translation>同時にコマンドを実行するセッション数（0: すべて）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop at the first failure</source>
        <translation>最初の失敗で停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re-run Failed</source>
        <translation>失敗したものを再実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run the command again where it did not succeed</source>
        <translation>成功しなかったセッションでコマンドを再実行します</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Broadcast results</source>
        <translation>ブロードキャストの結果</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Output of the selected row</source>
        <translation>選択した行の出力</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select a row to see its whole output.</source>
        <translation>行を選択すると出力全体が表示されます。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>At once:</source>
        <translation>同時実行数:</translation>
    </message>
    <message>
        <location line="+51" />
        <source>Keys typed in any checked tab go to every checked tab. Receiving tabs are marked with a red dot.</source>
        <translation>チェックしたいずれかのタブで入力したキーは、チェックしたすべてのタブに送られます。受信するタブには赤い点が付きます。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Tabs that get the keys</source>
        <translation>キー入力を受け取るタブ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop Copying Keys</source>
        <translation>キーのコピーを停止</translation>
    </message>
    <message>
        <location line="+86" />
        <source>%1 was disconnected.</source>
        <translation>%1 の接続が切断されました。</translation>
    </message>
    <message>
        <location line="+65" />
        <source>%1 of %2 succeeded, %3 failed</source>
        <translation>%2 件中 %1 件成功、%3 件失敗</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, %1 to go</source>
        <translation>、残り %1 件</translation>
    </message>
    <message>
        <location line="+2" />
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>— stderr —</source>
        <translation>— 標準エラー —</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastResultModel</name>
    <message>
        <location filename="../ui/broadcast/BroadcastResultModel.cpp" line="+62" />
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2" />
        <source>timed out</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+2" />
        <source>could not run</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>disconnected</source>
        <translation>切断</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <location line="+2" />
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+71" />
        <source>Sandbox</source>
        <translation>サンドボックス</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Exit code</source>
        <translation>終了コード</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stdout</source>
        <translation>標準出力</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stderr</source>
        <translation>標準エラー</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastRunner</name>
    <message>
        <location filename="../ui/broadcast/BroadcastRunner.cpp" line="+101" />
        <source>The sandbox was disconnected.</source>
        <translation>サンドボックスの接続が切断されました。</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The sandbox is not connected.</source>
        <translation>サンドボックスに接続されていません。</translation>
    </message>
    <message>
        <location line="+49" />
        <source>The connection ended before the command did.</source>
        <translation>コマンドが終わる前に接続が切れました。</translation>
    </message>
</context>
<context>
    <name>sandman::ChangeSetDialog</name>
    <message>
        <location filename="../ui/files/ChangeSetDialog.cpp" line="+31" />
        <source>&amp;Side by side</source>
        <translation>左右に並べて表示(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undo this command's changes…</source>
        <translation>このコマンドの変更を元に戻す…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Changes of %1</source>
        <translation>%1 の変更</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Changed files</source>
        <translation>変更されたファイル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select a file to see what changed in it.</source>
        <translation>ファイルを選ぶと、その変更内容が表示されます。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Undo this command's changes</source>
        <translation>このコマンドの変更を元に戻す</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>This puts back %n file(s) as they were before the command:</source>
        <translation>
            <numerusform>%n 個のファイルをコマンド実行前の状態に戻します：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>
… and %1 more</source>
        <translation>
…ほか %1 件</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+14" />
        <source>created</source>
        <translation>作成</translation>
    </message>
    <message>
        <location line="+1" />
        <source>deleted</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>renamed from %1</source>
        <translation>%1 から名前を変更</translation>
    </message>
    <message>
        <location line="+1" />
        <source>modified</source>
        <translation>変更</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 by %2</source>
        <translation>%1、%2 による</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Written by %1 (process %2)</source>
        <translation>%1 が書き込み（プロセス %2）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 created, %2 modified, %3 deleted, %4 renamed.</source>
        <translation>作成 %1、変更 %2、削除 %3、名前の変更 %4。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Only the first %1 are listed.</source>
        <translation>最初の %1 件のみ表示しています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The command is still running.</source>
        <translation>コマンドはまだ実行中です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Only what the command's own processes changed.</source>
        <translation>このコマンド自身のプロセスによる変更だけを表示しています。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Everything that changed while it ran, whoever changed it.</source>
        <translation>実行中に変更されたものを、誰による変更かを問わずすべて表示しています。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The command changed no files.</source>
        <translation>このコマンドはファイルを変更していません。</translation>
    </message>
    <message>
        <location line="+29" />
        <source>absent</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, SHA-256 %2</source>
        <translation>%1、SHA-256 %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Binary file.</source>
        <translation>バイナリファイルです。</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Too large to compare line by line.</source>
        <translation>大きすぎて行ごとに比較できません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Before: %1</source>
        <translation>変更前：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After: %1</source>
        <translation>変更後：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No change in content (mode or type only).</source>
        <translation>内容に変更はありません（パーミッションまたは種類のみ）。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1: absent</source>
        <translation>%1: なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 × %3, %4</source>
        <translation>%1: %2 × %3、%4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <location line="+20" />
        <source>remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bring back</source>
        <translation>復元</translation>
    </message>
    <message>
        <location line="+1" />
        <source>put back</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Nothing to undo: the files are as they were before the command.</source>
        <translation>元に戻すものはありません：ファイルはコマンド実行前のままです。</translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>Undone: %n file(s) put back.</source>
        <translation>
            <numerusform>元に戻しました：%n 個のファイルを戻しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undone in part: %1</source>
        <translation>一部のみ元に戻しました：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ClearButton</name>
    <message>
        <location filename="../ui/main/ClearButton.cpp" line="+15" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Empty the field %1</source>
        <translation>%1 欄を空にします</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterConnection</name>
    <message>
        <location filename="../ui/cluster/ClusterConnection.cpp" line="+42" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>agent-sandbox is not installed on this cluster (the API group agents.x-k8s.io is not served): install it, then add the cluster again</source>
        <translation>このクラスターには agent-sandbox がインストールされていません（API グループ agents.x-k8s.io が提供されていません）：インストールしてから、クラスターをもう一度追加してください</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterController</name>
    <message>
        <location filename="../ui/cluster/ClusterController.cpp" line="+57" />
        <source>&amp;Add Kubernetes Cluster…</source>
        <translation>Kubernetes クラスターを追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;New Sandbox…</source>
        <translation>新しいサンドボックス(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Suspend</source>
        <translation>一時停止(&amp;S)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Delete Sandbox…</source>
        <translation>サンドボックスを削除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Remove &amp;Cluster</source>
        <translation>クラスターを一覧から削除(&amp;C)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Kubernetes clusters</source>
        <translation>Kubernetes クラスター</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each cluster with its sandboxes and their state</source>
        <translation>各クラスターとそのサンドボックス、状態</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+38" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>[The cluster %1 was removed from the window: this terminal has ended]</source>
        <translation>[クラスター %1 はウィンドウから削除されました：このターミナルは終了しました]</translation>
    </message>
    <message>
        <location line="+24" />
        <source>The Kubernetes cluster %1 / %2 was not added again: %3</source>
        <translation>Kubernetes クラスター %1 / %2 を再追加できませんでした：%3</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Sandbox %1 created; it is listed as Ready once its pod is.</source>
        <translation>サンドボックス %1 を作成しました。Pod の準備ができると「準備完了」と表示されます。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Could not create sandbox %1: %2</source>
        <translation>サンドボックス %1 を作成できませんでした：%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Sandbox %1 is being deleted.</source>
        <translation>サンドボックス %1 を削除しています。</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+4" />
        <source>Could not delete sandbox %1: %2</source>
        <translation>サンドボックス %1 を削除できませんでした：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>[Sandbox %1 was deleted on the cluster: this terminal has ended]</source>
        <translation>[サンドボックス %1 はクラスター上で削除されました：このターミナルは終了しました]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sandbox %1 was deleted; its sessions and terminals have ended.</source>
        <translation>サンドボックス %1 を削除しました。そのセッションとターミナルは終了しました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sandbox %1 was deleted on the cluster %2; its sessions and terminals have ended.</source>
        <translation>サンドボックス %1 はクラスター %2 上で削除されました。そのセッションとターミナルは終了しました。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Sandbox %1 is being suspended (its pod stops, its volumes stay).</source>
        <translation>サンドボックス %1 を一時停止しています（Pod は停止し、ボリュームは残ります）。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sandbox %1 is being resumed.</source>
        <translation>サンドボックス %1 を再開しています。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Could not suspend sandbox %1: %2</source>
        <translation>サンドボックス %1 を一時停止できませんでした：%2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Could not resume sandbox %1: %2</source>
        <translation>サンドボックス %1 を再開できませんでした：%2</translation>
    </message>
    <message>
        <location line="+61" />
        <source>There is no sandbox %1 in %2.</source>
        <translation>%2 にサンドボックス %1 はありません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sandbox %1 is suspended: resume it to open it.</source>
        <translation>サンドボックス %1 は一時停止中です：開くには再開してください。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Sandbox %1 has finished (%2): there is no pod to connect to.</source>
        <translation>サンドボックス %1 は終了しています（%2）：接続先の Pod がありません。</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+33" />
        <source>Could not open sandbox %1: %2</source>
        <translation>サンドボックス %1 を開けませんでした：%2</translation>
    </message>
    <message>
        <location line="-19" />
        <source>its Secret %1 has no "%2" value, so there is no token for its agent</source>
        <translation>Secret %1 に「%2」の値がないため、エージェント用のトークンがありません</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Sandbox %1: %2</source>
        <translation>サンドボックス %1：%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Opened sandbox %1 through a port-forward to pod %2.</source>
        <translation>Pod %2 へのポートフォワード経由でサンドボックス %1 を開きました。</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Delete sandbox %1 from %2? Its pod and everything in it that is not on a kept volume are lost.</source>
        <translation>%2 からサンドボックス %1 を削除しますか？Pod と、保持されるボリューム上にないすべての内容が失われます。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete Sandbox</source>
        <translation>サンドボックスの削除</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterTreeModel</name>
    <message>
        <location filename="../ui/cluster/ClusterTreeModel.cpp" line="+161" />
        <source>connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>1 sandbox</source>
        <translation>1 個のサンドボックス</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 sandboxes</source>
        <translation>%1 個のサンドボックス</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Kubernetes context %1, namespace %2 (%3)</source>
        <translation>Kubernetes コンテキスト %1、名前空間 %2（%3）</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 (last known)</source>
        <comment>sandbox state while its cluster cannot be reached</comment>
        <translation>%1（最終確認時）</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Sandbox %1 (pod %2), created %3</source>
        <translation>サンドボックス %1（Pod %2）、作成日時 %3</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Cluster / Sandbox</source>
        <translation>クラスター / サンドボックス</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Age</source>
        <translation>経過時間</translation>
    </message>
</context>
<context>
    <name>sandman::CodeConsole</name>
    <message>
        <location filename="../ui/code/CodeConsole.cpp" line="+27" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interrupt</source>
        <translation>中断</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy All</source>
        <translation>すべてコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run the code (Shift+Enter)</source>
        <translation>コードを実行（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the run: the interpreter is started afresh and its variables are lost</source>
        <translation>実行を停止します。インタープリターは新しく起動し直され、変数は失われます</translation>
    </message>
    <message>
        <location line="+59" />
        <source>Stopped</source>
        <translation>停止しました</translation>
    </message>
    <message>
        <location line="+61" />
        <source>Interrupted. The interpreter was started afresh: its variables and imports are gone.</source>
        <translation>中断しました。インタープリターは新しく起動し直され、変数とインポートは失われました。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>This context no longer exists in the sandbox (it was deleted).</source>
        <translation>このコンテキストはサンドボックスにもう存在しません（削除されました）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The code could not run: %1</source>
        <translation>コードを実行できませんでした: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Interrupted after %1</source>
        <translation>%1 後に中断</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed after %1</source>
        <translation>%1 後に失敗</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Done in %1</source>
        <translation>%1 で完了</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Running … %1</source>
        <translation>実行中… %1</translation>
    </message>
</context>
<context>
    <name>sandman::CodeInput</name>
    <message>
        <location filename="../ui/code/CodeInput.cpp" line="+21" />
        <source>Code — Shift+Enter runs it, Up/Down walk the history</source>
        <translation>コード — Shift+Enter で実行、↑/↓ で履歴を移動</translation>
    </message>
</context>
<context>
    <name>sandman::CodeOutputView</name>
    <message>
        <location filename="../ui/code/CodeOutputView.cpp" line="+49" />
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+57" />
        <source>%1 of output not shown; Copy copies it</source>
        <translation>%1 の出力は表示されていません。「コピー」でコピーできます</translation>
    </message>
    <message>
        <location line="+9" />
        <source>[… more output not shown; Copy copies it]</source>
        <translation>[… 以降の出力は表示されていません。「コピー」でコピーできます]</translation>
    </message>
</context>
<context>
    <name>sandman::CodePane</name>
    <message>
        <location filename="../ui/code/CodePane.cpp" line="+41" />
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Restart</source>
        <translation>再起動</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Code contexts</source>
        <translation>コードコンテキスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Language of a new context</source>
        <translation>新しいコンテキストの言語</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+0" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Start a new interpreter of this language in the session's folder</source>
        <translation>セッションのフォルダーでこの言語の新しいインタープリターを起動します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replace the interpreter with a fresh one (its variables are lost)</source>
        <translation>インタープリターを新しいものに置き換えます（変数は失われます）</translation>
    </message>
    <message>
        <location line="+68" />
        <source>The sandbox was disconnected.</source>
        <translation>サンドボックスの接続が切断されました。</translation>
    </message>
    <message>
        <location line="+53" />
        <location line="+28" />
        <location line="+106" />
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <location line="-122" />
        <location line="+16" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+3" />
        <source>idle (restarted)</source>
        <translation>アイドル（再起動済み）</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+31" />
        <location line="+76" />
        <source>gone</source>
        <translation>消失</translation>
    </message>
    <message>
        <location line="-67" />
        <source>Could not list the code contexts: %1</source>
        <translation>コードコンテキストを一覧表示できませんでした: %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Could not start a %1 context: %2</source>
        <translation>%1 コンテキストを開始できませんでした: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>restarting</source>
        <translation>再起動中</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Restarted: a fresh %1 interpreter (context %2).</source>
        <translation>再起動しました: 新しい %1 インタープリター（コンテキスト %2）。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Could not restart the context: %1</source>
        <translation>コンテキストを再起動できませんでした: %1</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Could not delete the context: %1</source>
        <translation>コンテキストを削除できませんでした: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Select a session to use its sandbox's code contexts.</source>
        <translation>セッションを選択すると、そのサンドボックスのコードコンテキストを使えます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No code context in %1 yet: choose a language and press New.</source>
        <translation>%1 にはまだコードコンテキストがありません。言語を選んで「新規」を押してください。</translation>
    </message>
</context>
<context>
    <name>sandman::CodePaneController</name>
    <message>
        <location filename="../ui/code/CodePaneController.cpp" line="+13" />
        <source>Code</source>
        <translation>コード</translation>
    </message>
</context>
<context>
    <name>sandman::CodeResultView</name>
    <message>
        <location filename="../ui/code/CodeResultView.cpp" line="+112" />
        <source>The %1 image (%2) could not be decoded: %3</source>
        <translation>%1 画像（%2）をデコードできませんでした: %3</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 image, %2 × %3 pixels</source>
        <translation>%1 画像、%2 × %3 ピクセル</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Showing the first %1 of %2 rows.</source>
        <translation>%2 行のうち最初の %1 行を表示しています。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Scripts in this HTML were not run.</source>
        <translation>この HTML 内のスクリプトは実行されていません。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The result is %1 long: showing the first %2. Copy copies all of it.</source>
        <translation>結果のサイズは %1 です。最初の %2 を表示しています。「コピー」ですべてコピーできます。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the HTML source instead of the rendered result</source>
        <translation>レンダリング結果の代わりに HTML ソースを表示します</translation>
    </message>
</context>
<context>
    <name>sandman::ColorSchemeLibrary</name>
    <message>
        <location filename="../ui/terminal/ColorSchemeLibrary.cpp" line="+138" />
        <source>Cannot read "%1".</source>
        <translation>「%1」を読み込めません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>"%1" is not a Konsole colour scheme: it is not an INI file.</source>
        <translation>「%1」は Konsole のカラースキームではありません：INI ファイルではありません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>"%1" is not a usable Konsole colour scheme: [%2] with Color=red,green,blue is missing.</source>
        <translation>「%1」は使用できる Konsole のカラースキームではありません：Color=red,green,blue を含む [%2] がありません。</translation>
    </message>
</context>
<context>
    <name>sandman::CommandBar</name>
    <message>
        <location filename="../ui/main/CommandBar.cpp" line="+27" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop the running command and everything it started (Esc)</source>
        <translation>実行中のコマンドと、それが起動したものすべてを停止（Esc）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run the command in the selected session; the output goes to the log</source>
        <translation>選択したセッションでコマンドを実行します。出力はログに表示されます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A command to run in the selected session; Return runs it, Esc cancels the running one</source>
        <translation>選択したセッションで実行するコマンド。Return で実行、Esc で実行中のコマンドを取り消します</translation>
    </message>
    <message>
        <location line="+23" />
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run a command in session “%1”</source>
        <translation>セッション「%1」でコマンドを実行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select a session to run commands</source>
        <translation>コマンドを実行するにはセッションを選択してください</translation>
    </message>
    <message>
        <location line="+70" />
        <source>The command failed unexpectedly.</source>
        <translation>コマンドが予期せず失敗しました。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectDialog</name>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+26" />
        <source>Remember the token in the system keyring</source>
        <translation>トークンをシステムのキーリングに保存する</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connect to Remote Sandbox</source>
        <translation>リモートサンドボックスへの接続</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Optional, shown in the session list</source>
        <translation>省略可。セッション一覧に表示されます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Access token printed by sandman-agent</source>
        <translation>sandman-agentが出力したアクセストークン</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No system keyring is available; the token is kept only while Sandman runs.</source>
        <translation>利用できるシステムキーリングがありません。トークンはSandmanの実行中のみ保持されます。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Agent &amp;address:</source>
        <translation>エージェントのアドレス(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3" />
        <source>From &amp;File…</source>
        <translation>ファイルから(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read the token from a token file (its first line)</source>
        <translation>トークンファイルからトークンを読み込む（1 行目）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Token File</source>
        <translation>トークンファイル</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Access &amp;token:</source>
        <translation>アクセストークン(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.</source>
        <translation>sandman-agentのアドレスを入力してください（例：ws://127.0.0.1:7681/ws）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This is not a valid address.</source>
        <translation>有効なアドレスではありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The address must start with ws:// or wss://.</source>
        <translation>アドレスはws://またはwss://で始まる必要があります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The address needs a host name.</source>
        <translation>アドレスにはホスト名が必要です。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 holds no token on its first line.</source>
        <translation>%1 の 1 行目にトークンがありません。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectionStatus</name>
    <message>
        <location filename="../ui/main/ConnectionStatus.cpp" line="+40" />
        <source>connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the agent refused the token</source>
        <translation>エージェントがトークンを拒否しました</translation>
    </message>
    <message>
        <location line="+2" />
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1, %2</source>
        <comment>a sandbox's connection state, then what else it is: connected, isolated</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Sandboxes connected: %1 of %2</source>
        <translation>接続中のサンドボックス：%1 / %2</translation>
    </message>
</context>
<context>
    <name>sandman::DiffView</name>
    <message>
        <location filename="../ui/files/DiffView.cpp" line="+86" />
        <source>Changes in the file</source>
        <translation>ファイルの変更</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file before</source>
        <translation>変更前のファイル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file after</source>
        <translation>変更後のファイル</translation>
    </message>
</context>
<context>
    <name>sandman::DurationText</name>
    <message>
        <location filename="../ui/log/DurationText.cpp" line="+13" />
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
</context>
<context>
    <name>sandman::EnvEditorWidget</name>
    <message>
        <location filename="../ui/env/EnvEditorWidget.cpp" line="+29" />
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A&amp;pply</source>
        <translation>適用(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;vert</source>
        <translation>元に戻す(&amp;V)</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+20" />
        <source>Filter variables</source>
        <translation>変数を絞り込み</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Add a variable (Ctrl+N)</source>
        <translation>変数を追加します（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unset the selected variables when applied (Delete)</source>
        <translation>適用時に選択した変数を削除します（Delete）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit a value over several lines</source>
        <translation>値を複数行で編集します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Send all pending changes to the session (Ctrl+S)</source>
        <translation>保留中の変更をすべてセッションに送信します（Ctrl+S）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Discard all pending changes</source>
        <translation>保留中の変更をすべて破棄します</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Environment variables</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name and value of each variable; type to edit a cell, Ctrl+N adds one, Delete unsets the selected ones, Ctrl+S applies the pending changes</source>
        <translation>各変数の名前と値。入力でセルを編集、Ctrl+N で追加、Delete で選択した変数を解除、Ctrl+S で保留中の変更を適用します</translation>
    </message>
    <message>
        <location line="+144" />
        <source>Applying…</source>
        <translation>適用しています…</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Select a session to see its environment variables.</source>
        <translation>環境変数を表示するにはセッションを選択してください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fix the names marked in red before applying.</source>
        <translation>適用する前に、赤で示された名前を修正してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n pending change(s) in session “%1”.</source>
        <translation>
            <numerusform>セッション「%1」に保留中の変更が%n件あります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n variable(s) in session “%1”.</source>
        <translation>
            <numerusform>セッション「%1」の変数は%n個です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-210" />
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>sandman::EnvValueDelegate</name>
    <message>
        <location filename="../ui/env/EnvValueDelegate.cpp" line="+50" />
        <source>Edit Value of %1</source>
        <translation>%1の値の編集</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Value of %1</source>
        <translation>%1 の値</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The value is stored exactly as written, including newlines, quotes and $ signs.</source>
        <translation>値は改行、引用符、$記号も含め、入力したとおりに保存されます。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvVarTableModel</name>
    <message>
        <location filename="../ui/env/EnvVarTableModel.cpp" line="+225" />
        <source>Invalid name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>無効な名前です。英字、数字、アンダースコアのみを使用し、数字で始めないでください。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate name: another variable already has this name.</source>
        <translation>名前が重複しています。この名前はほかの変数で使用されています。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Will be unset when you apply.</source>
        <translation>適用すると削除されます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New variable, not applied yet.</source>
        <translation>新しい変数です。まだ適用されていません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Changed, not applied yet.</source>
        <translation>変更済みです。まだ適用されていません。</translation>
    </message>
    <message>
        <location line="+72" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>sandman::EnvironmentController</name>
    <message>
        <location filename="../ui/env/EnvironmentController.cpp" line="+35" />
        <source>Working directory changed to %1.</source>
        <translation>作業ディレクトリを %1 に変更しました。</translation>
    </message>
    <message>
        <location line="+53" />
        <source>Loading the environment of “%1”…</source>
        <translation>「%1」の環境変数を読み込んでいます…</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+2" />
        <source>Could not read the environment: %1</source>
        <translation>環境変数を読み込めませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>Applied %n environment change(s).</source>
        <translation>
            <numerusform>環境変数の変更を%n件適用しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+2" />
        <source>Could not apply: %1</source>
        <translation>適用できませんでした：%1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Command timeout set to %1.</source>
        <translation>コマンドのタイムアウトを%1に設定しました。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Could not change the timeout: %1</source>
        <translation>タイムアウトを変更できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ErrorText</name>
    <message>
        <location filename="../ui/log/ErrorText.cpp" line="+12" />
        <source>The request was refused as invalid.</source>
        <translation>無効なリクエストとして拒否されました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That path is a folder, not a file.</source>
        <translation>そのパスはファイルではなくフォルダーです。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That is not a usable Git repository address.</source>
        <translation>使用できる Git リポジトリのアドレスではありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No such file or folder in the sandbox.</source>
        <translation>サンドボックス内にそのファイルまたはフォルダーはありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That process no longer exists.</source>
        <translation>そのプロセスはもう存在しません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That code context no longer exists.</source>
        <translation>そのコードコンテキストはもう存在しません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That session no longer exists.</source>
        <translation>そのセッションはもう存在しません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The repository has no such branch.</source>
        <translation>リポジトリにそのブランチはありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The agent does not know this request; it may be older than this Sandman.</source>
        <translation>エージェントはこのリクエストを知りません。この Sandman より古い可能性があります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A session with this ID exists already.</source>
        <translation>この ID のセッションはすでに存在します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The sandbox is busy with this; try again in a moment.</source>
        <translation>サンドボックスはこの処理で使用中です。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The session's shell ended; it starts afresh on the next command.</source>
        <translation>セッションのシェルが終了しました。次のコマンドで新しく起動します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The session was deleted.</source>
        <translation>セッションは削除されました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The file is too large.</source>
        <translation>ファイルが大きすぎます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied in the sandbox.</source>
        <translation>サンドボックス内で権限がありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The command could not be run.</source>
        <translation>コマンドを実行できませんでした。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Git failed.</source>
        <translation>Git が失敗しました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The Git repository was not found.</source>
        <translation>Git リポジトリが見つかりません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A file or folder with that name exists already.</source>
        <translation>同じ名前のファイルまたはフォルダーがすでにあります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The process did not become ready in time.</source>
        <translation>プロセスが時間内に準備完了になりませんでした。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The process ended before it became ready.</source>
        <translation>プロセスは準備完了になる前に終了しました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The command ran into its timeout.</source>
        <translation>コマンドがタイムアウトしました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The sandbox could not start watching those files.</source>
        <translation>サンドボックスはそれらのファイルの監視を開始できませんでした。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The agent refused the token.</source>
        <translation>エージェントがトークンを拒否しました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The agent could not understand the request.</source>
        <translation>エージェントがリクエストを理解できませんでした。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The connection to the sandbox was lost.</source>
        <translation>サンドボックスとの接続が切れました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The terminal has ended.</source>
        <translation>ターミナルは終了しました。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The sandbox reported an internal error.</source>
        <translation>サンドボックスが内部エラーを報告しました。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>There is no folder “%1” in the sandbox.</source>
        <translation>サンドボックスにフォルダー「%1」はありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied: the sandbox may not open “%1”.</source>
        <translation>権限がありません：サンドボックスは「%1」を開けません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>“%1” is a file, not a folder.</source>
        <translation>「%1」はフォルダーではなくファイルです。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>“%1”: %2</source>
        <translation>「%1」：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the agent refused the token</source>
        <translation>エージェントがトークンを拒否しました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the agent refused the connection (HTTP %1)</source>
        <translation>エージェントが接続を拒否しました（HTTP %1）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the terminal has ended</source>
        <translation>ターミナルは終了しました</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the sandbox has shut down</source>
        <translation>サンドボックスは停止しました</translation>
    </message>
    <message>
        <location line="+3" />
        <source>command not found: %1</source>
        <translation>コマンドが見つかりません：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the working directory is not a folder</source>
        <translation>作業ディレクトリがフォルダーではありません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>that terminal is running already</source>
        <translation>そのターミナルはすでに実行中です</translation>
    </message>
    <message>
        <location line="+2" />
        <source>that terminal has ended: there is nothing to watch</source>
        <translation>そのターミナルは終了しています。閲覧できるものはありません</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (%2) [%3]</source>
        <translation>%1（%2）[%3]</translation>
    </message>
</context>
<context>
    <name>sandman::FileTransfers</name>
    <message>
        <location filename="../ui/files/FileTransfers.cpp" line="+91" />
        <location line="+50" />
        <source>The sandbox is no longer connected.</source>
        <translation>サンドボックスとの接続が切れています。</translation>
    </message>
    <message>
        <location line="-37" />
        <location line="+9" />
        <location line="+34" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>sandman::FileTreeModel</name>
    <message>
        <location filename="../ui/files/FileTreeModel.cpp" line="+290" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Modified</source>
        <translation>更新日時</translation>
    </message>
</context>
<context>
    <name>sandman::FileViewer</name>
    <message>
        <location filename="../ui/files/FileViewer.cpp" line="+27" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Previous Page</source>
        <translation>前のページ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Next Page</source>
        <translation>次のページ(&amp;N)</translation>
    </message>
    <message>
        <location line="+33" />
        <source>File changed</source>
        <translation>ファイルが変更されました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 changed in the sandbox since you opened it.</source>
        <translation>開いた後に、%1 はサンドボックス内で変更されました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overwrite it with your version, or reload it and lose your edits?</source>
        <translation>あなたの版で上書きしますか、それとも再読み込みして編集内容を破棄しますか？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Overwrite</source>
        <translation>上書き</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Open a file from the tree.</source>
        <translation>ツリーからファイルを開いてください。</translation>
    </message>
    <message>
        <location line="+182" />
        <source>Binary file, %1: too large to open here.</source>
        <translation>バイナリファイル（%1）: 大きすぎるため、ここでは開けません。</translation>
    </message>
    <message>
        <location line="+48" />
        <source>Lines %1–%2 of a file of %3, shown a page at a time (read-only)</source>
        <translation>%1〜%2 行目（ファイルサイズ %3、1 ページずつ表示、読み取り専用）</translation>
    </message>
    <message>
        <location line="-189" />
        <location line="+4" />
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Binary file (%1), %2
SHA-256 %3</source>
        <translation>バイナリファイル（%1）、%2
SHA-256 %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown type</source>
        <translation>不明な種類</translation>
    </message>
</context>
<context>
    <name>sandman::FilesController</name>
    <message>
        <location filename="../ui/files/FilesController.cpp" line="+14" />
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
</context>
<context>
    <name>sandman::FilesPane</name>
    <message>
        <location filename="../ui/files/FilesPane.cpp" line="+79" />
        <source>Workspace files</source>
        <translation>ワークスペースのファイル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Filter files by name</source>
        <translation>名前でファイルを絞り込む</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Some files were not copied:
%1</source>
        <translation>一部のファイルをコピーできませんでした:
%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Filter by name</source>
        <translation>名前で絞り込み</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hidden files</source>
        <translation>隠しファイル</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show files and folders whose names start with a dot</source>
        <translation>名前がドットで始まるファイルとフォルダーを表示します</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+163" />
        <source>New folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <location line="-162" />
        <location line="+240" />
        <source>Checkpoint now</source>
        <translation>今すぐチェックポイント</translation>
    </message>
    <message>
        <location line="-220" />
        <source>New folder…</source>
        <translation>新しいフォルダー…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Upload Files…</source>
        <translation>ファイルをアップロード…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Download…</source>
        <translation>ダウンロード…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Checkpoint now…</source>
        <translation>今すぐチェックポイント…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot list %1: %2</source>
        <translation>%1 を一覧表示できません：%2</translation>
    </message>
    <message>
        <location line="+105" />
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Discard your changes to %1?</source>
        <translation>%1 への変更を破棄しますか？</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Name of the new folder in %1:</source>
        <translation>%1 に作成する新しいフォルダーの名前：</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A folder name cannot contain "/" or be "." or "..".</source>
        <translation>フォルダー名に「/」を含めることはできず、「.」や「..」にもできません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot create the folder: %1</source>
        <translation>フォルダーを作成できません：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location line="+0" />
        <source>New name for %1:</source>
        <translation>%1 の新しい名前：</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A name cannot contain "/".</source>
        <translation>名前に「/」を含めることはできません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot rename: %1</source>
        <translation>名前を変更できません：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+5" />
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Delete the folder %1 and everything in it?</source>
        <translation>フォルダー %1 とその中身をすべて削除しますか？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete %1?</source>
        <translation>%1 を削除しますか？</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A checkpoint taken before can bring it back.</source>
        <translation>以前のチェックポイントから元に戻せます。</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+12" />
        <source>Cannot delete: %1</source>
        <translation>削除できません：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Name of the checkpoint (optional):</source>
        <translation>チェックポイントの名前（省略可）：</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot take a checkpoint: %1</source>
        <translation>チェックポイントを作成できません：%1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Upload Files</source>
        <translation>ファイルをアップロード</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Download To</source>
        <translation>ダウンロード先</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Copying from the sandbox…</source>
        <translation>サンドボックスからコピーしています…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>sandman::ImageComparison</name>
    <message>
        <location filename="../ui/files/ImageComparison.cpp" line="+41" />
        <source>The image before</source>
        <translation>変更前の画像</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The image after</source>
        <translation>変更後の画像</translation>
    </message>
</context>
<context>
    <name>sandman::JsonTreeWidget</name>
    <message numerus="yes">
        <location filename="../ui/code/JsonTreeWidget.cpp" line="+23" />
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n 項目]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n 個のキー}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <location line="+11" />
        <source>… %n more</source>
        <translation>
            <numerusform>… 他 %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::KubeApiClient</name>
    <message>
        <location filename="../core/cluster/KubeApiClient.cpp" line="+166" />
        <source>Cannot reach the Kubernetes API server %1: %2</source>
        <translation>Kubernetes API サーバー %1 に接続できません：%2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>agent-sandbox is not installed on this cluster: the API server does not serve %1.</source>
        <translation>このクラスターには agent-sandbox がインストールされていません：API サーバーが %1 を提供していません。</translation>
    </message>
    <message>
        <location line="+31" />
        <source>agent-sandbox is not installed on this cluster: the API server does not serve the %1 API group.</source>
        <translation>このクラスターには agent-sandbox がインストールされていません：API サーバーが %1 API グループを提供していません。</translation>
    </message>
    <message>
        <location line="+186" />
        <source>Sandbox “%1” was deleted, but not its token Secret “%2”: %3</source>
        <translation>サンドボックス「%1」は削除しましたが、そのトークン Secret「%2」は削除できませんでした：%3</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The agent-sandbox extensions (SandboxTemplate) are not installed on this cluster.</source>
        <translation>このクラスターには agent-sandbox の拡張機能（SandboxTemplate）がインストールされていません。</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Sandbox “%1” is not ready (%2%3).</source>
        <translation>サンドボックス「%1」は準備ができていません（%2%3）。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The pod “%1” is not ready (phase %2).</source>
        <translation>Pod「%1」は準備ができていません（フェーズ %2）。</translation>
    </message>
</context>
<context>
    <name>sandman::KubeConfig</name>
    <message>
        <location filename="../core/cluster/KubeConfig.cpp" line="+66" />
        <source>%1 is not valid YAML (line %2, column %3): %4</source>
        <translation>%1 は有効な YAML ではありません（%2 行 %3 列）：%4</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is not a kubeconfig (expected a mapping with clusters, users and contexts).</source>
        <translation>%1 は kubeconfig ではありません（clusters、users、contexts を含むマッピングが必要です）。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: certificate-authority-data of cluster “%2” is not base64.</source>
        <translation>%1：クラスター「%2」の certificate-authority-data が base64 ではありません。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: the client certificate or key data of user “%2” is not base64.</source>
        <translation>%1：ユーザー「%2」のクライアント証明書または鍵のデータが base64 ではありません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: the exec credential plugin of user “%2” has no command.</source>
        <translation>%1：ユーザー「%2」の exec 認証情報プラグインにコマンドがありません。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 is not a valid kubeconfig: %2</source>
        <translation>%1 は有効な kubeconfig ではありません：%2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Cannot read the kubeconfig %1: %2</source>
        <translation>kubeconfig %1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The kubeconfig %1 does not exist.</source>
        <translation>kubeconfig %1 が存在しません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None of the kubeconfig files exist: %1</source>
        <translation>kubeconfig ファイルが 1 つも存在しません：%1</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The kubeconfig sets no current context; choose one of: %1</source>
        <translation>kubeconfig に現在のコンテキストが設定されていません。次のいずれかを選んでください：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The kubeconfig has no context “%1” (it defines no contexts).</source>
        <translation>kubeconfig にコンテキスト「%1」はありません（コンテキストが 1 つも定義されていません）。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The kubeconfig has no context “%1”; it has: %2</source>
        <translation>kubeconfig にコンテキスト「%1」はありません。定義済みのコンテキスト：%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Context “%1” refers to cluster “%2”, which the kubeconfig does not define (or has no server).</source>
        <translation>コンテキスト「%1」はクラスター「%2」を参照していますが、kubeconfig にはそのクラスターが定義されていません（または server がありません）。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Context “%1” refers to user “%2”, which the kubeconfig does not define.</source>
        <translation>コンテキスト「%1」はユーザー「%2」を参照していますが、kubeconfig にはそのユーザーが定義されていません。</translation>
    </message>
</context>
<context>
    <name>sandman::KubeCredentials</name>
    <message>
        <location filename="../core/cluster/KubeCredentials.cpp" line="+103" />
        <source>The client certificate or key of user “%1” cannot be read (PEM expected).</source>
        <translation>ユーザー「%1」のクライアント証明書または鍵を読み込めません（PEM 形式が必要です）。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The credential plugin “%1” of user “%2” was not found on PATH (or is not executable).</source>
        <translation>ユーザー「%2」の認証情報プラグイン「%1」が PATH 上に見つかりません（または実行できません）。</translation>
    </message>
    <message>
        <location line="+40" />
        <source>The credential plugin “%1” could not be started: %2</source>
        <translation>認証情報プラグイン「%1」を起動できませんでした：%2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The credential plugin “%1” did not answer within %2 seconds.</source>
        <translation>認証情報プラグイン「%1」が %2 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The credential plugin “%1” failed (exit code %2): %3</source>
        <translation>認証情報プラグイン「%1」が失敗しました（終了コード %2）：%3</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The credential plugin “%1” did not print an ExecCredential.</source>
        <translation>認証情報プラグイン「%1」が ExecCredential を出力しませんでした。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The credential plugin “%1” answered with %2, but the kubeconfig asks for %3.</source>
        <translation>認証情報プラグイン「%1」は %2 で応答しましたが、kubeconfig は %3 を要求しています。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The credential plugin “%1” returned neither a token nor a client certificate and key.</source>
        <translation>認証情報プラグイン「%1」はトークンも、クライアント証明書と鍵も返しませんでした。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The credential plugin “%1” returned an unreadable expirationTimestamp “%2”.</source>
        <translation>認証情報プラグイン「%1」が解釈できない expirationTimestamp「%2」を返しました。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The credential plugin “%1” returned a client certificate or key that cannot be read.</source>
        <translation>認証情報プラグイン「%1」が返したクライアント証明書または鍵を読み込めません。</translation>
    </message>
</context>
<context>
    <name>sandman::KubePortForward</name>
    <message>
        <location filename="../core/cluster/KubePortForward.cpp" line="+29" />
        <source>Cannot listen on a local port for pod “%1”: %2</source>
        <translation>Pod「%1」用にローカルポートで待ち受けできません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::KubePortForwardTunnel</name>
    <message>
        <location filename="../core/cluster/KubePortForwardTunnel.cpp" line="+88" />
        <source>The API server refused to forward port %1 of pod “%2”: %3</source>
        <translation>API サーバーが Pod「%2」のポート %1 の転送を拒否しました：%3</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The API server did not agree to the %1 port-forward protocol.</source>
        <translation>API サーバーが %1 ポートフォワードプロトコルに同意しませんでした。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The API server's port-forward stream named port %1 instead of %2.</source>
        <translation>API サーバーのポートフォワードストリームが %2 ではなくポート %1 を示しました。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Port-forward to pod “%1” port %2 failed: %3</source>
        <translation>Pod「%1」のポート %2 へのポートフォワードに失敗しました：%3</translation>
    </message>
</context>
<context>
    <name>sandman::KubeRequestTarget</name>
    <message>
        <location filename="../core/cluster/KubeRequestTarget.cpp" line="+77" />
        <source>HTTP status %1</source>
        <translation>HTTP ステータス %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The API server %1 refused the credentials of user “%2” (expired or invalid): %3</source>
        <translation>API サーバー %1 がユーザー「%2」の認証情報を拒否しました（期限切れまたは無効）：%3</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Forbidden: user “%1” may not %2 %3 (%4)</source>
        <translation>アクセス拒否：ユーザー「%1」には %3 を %2 する権限がありません（%4）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forbidden: user “%1” may not %2 %3 in namespace “%4” (%5)</source>
        <translation>アクセス拒否：ユーザー「%1」には名前空間「%4」で %3 を %2 する権限がありません（%5）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Not found: %1</source>
        <translation>見つかりません：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 “%2” was not found in namespace “%3”.</source>
        <translation>名前空間「%3」に %1「%2」が見つかりません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Conflict: %1</source>
        <translation>競合：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The resource version is too old, list again: %1</source>
        <translation>リソースバージョンが古すぎます。一覧を取得し直してください：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The API server rejected the request to %1 %2: %3</source>
        <translation>API サーバーが %2 に対する %1 のリクエストを拒否しました：%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The API server failed to %1 %2: %3</source>
        <translation>API サーバーで %2 の %1 に失敗しました：%3</translation>
    </message>
</context>
<context>
    <name>sandman::KubeSandboxInfo</name>
    <message>
        <location filename="../core/cluster/KubeSandboxInfo.cpp" line="+84" />
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Suspended</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1s</source>
        <extracomment>Ages as kubectl prints them: seconds, minutes, hours, days.</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1m</source>
        <translation>%1分</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1h</source>
        <translation>%1時間</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1d</source>
        <translation>%1日</translation>
    </message>
</context>
<context>
    <name>sandman::KubeWatch</name>
    <message>
        <location filename="../core/cluster/KubeWatch.cpp" line="+59" />
        <source>The API server sent an unreadable watch event: %1</source>
        <translation>API サーバーが解釈できない監視イベントを送信しました：%1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The watch failed: %1</source>
        <translation>監視に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The watch lost its connection to the API server: %1</source>
        <translation>監視中に API サーバーとの接続が切れました：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The API server refused the watch (HTTP %1): %2</source>
        <translation>API サーバーが監視を拒否しました（HTTP %1）：%2</translation>
    </message>
</context>
<context>
    <name>sandman::LaunchOptions</name>
    <message>
        <location filename="../ui/main/LaunchOptions.cpp" line="+38" />
        <source>Run COMMAND with its arguments (everything after -e) in a terminal tab instead of a shell; Sandman quits when it ends, with its exit status.</source>
        <translation>シェルの代わりに COMMAND とその引数（-e 以降すべて）をターミナルタブで実行します。コマンドが終了すると、Sandman もその終了ステータスで終了します。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>With -e: keep the tab open when the command has ended (with its exit status).</source>
        <translation>-e と併用：コマンドの終了後もタブを開いたままにします（終了ステータスを表示）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Open a terminal tab in this session of the local sandbox (created when it does not exist).</source>
        <translation>ローカルサンドボックスのこのセッションでターミナルタブを開きます（セッションがなければ作成します）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Create a new session of the local sandbox and open a terminal tab in it.</source>
        <translation>ローカルサンドボックスに新しいセッションを作成し、そこでターミナルタブを開きます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The working directory of the new session, or of the terminal tab.</source>
        <translation>新しいセッション、またはターミナルタブの作業ディレクトリ。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>-e needs a command to run</source>
        <translation>-e には実行するコマンドが必要です</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--session needs a session id</source>
        <translation>--session にはセッション ID が必要です</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--session and --new-session cannot be used together</source>
        <translation>--session と --new-session は同時に使えません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--hold only applies to a command started with -e</source>
        <translation>--hold は -e で起動したコマンドにのみ有効です</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--cwd needs a directory</source>
        <translation>--cwd には作業ディレクトリを指定してください</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandbox</name>
    <message>
        <location filename="../ui/main/LocalSandbox.cpp" line="+83" />
        <source>isolation is turned off</source>
        <translation>分離はオフになっています</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+7" />
        <source>The local sandbox cannot be isolated: %1</source>
        <translation>ローカルサンドボックスを分離できません：%1</translation>
    </message>
    <message>
        <location line="+45" />
        <source>The local sandbox runs inside Sandman and ends with it.</source>
        <translation>ローカルサンドボックスは Sandman の中で動作し、Sandman と一緒に終了します。</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The local sandbox ended unexpectedly; its processes and terminals are gone.</source>
        <translation>ローカルサンドボックスが予期せず終了しました。そのプロセスとターミナルは失われました。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 Starting it again.</source>
        <translation>%1もう一度起動します。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The local sandbox could not be started again: %1</source>
        <translation>ローカルサンドボックスを再起動できませんでした：%1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>isolation (bubblewrap)</source>
        <translation>隔離（bubblewrap）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no isolation</source>
        <translation>隔離なし</translation>
    </message>
    <message>
        <location line="+8" />
        <source>network “%1”</source>
        <translation>ネットワーク「%1」</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no passed variables</source>
        <translation>引き継ぐ環境変数なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>passed variables %1</source>
        <translation>引き継ぐ環境変数 %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>isolated</source>
        <translation>分離済み</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not isolated</source>
        <translation>分離なし</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Confined with bubblewrap: the system is read-only, the workspace is at /workspace, and /tmp, the home folder and the processes are its own.</source>
        <translation>bubblewrap で隔離されています：システムは読み取り専用、ワークスペースは /workspace にあり、/tmp・ホームフォルダー・プロセスはサンドボックス専用です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Commands run with your own files and processes within reach: %1</source>
        <translation>コマンドはあなた自身のファイルやプロセスにアクセスできる状態で実行されます：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It runs inside Sandman and ends when Sandman is closed.</source>
        <translation>Sandman の中で動作し、Sandman を閉じると終了します。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>none (loopback only)</source>
        <translation>なし（ループバックのみ）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the host's (unsafe: the host's loopback services are reachable)</source>
        <translation>ホストのネットワーク（安全ではありません：ホストのループバックのサービスに届きます）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>outbound only (slirp4netns; the host's loopback is unreachable)</source>
        <translation>外向きのみ（slirp4netns。ホストのループバックには届きません）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a short allowlist</source>
        <translation>短い許可リスト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a short allowlist and %1</source>
        <translation>短い許可リストと %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Root inside the sandbox has no capabilities and is an unprivileged user outside it; network: %1; environment: %2.</source>
        <translation>サンドボックス内の root は特権（ケーパビリティ）を持たず、外からは非特権ユーザーです。ネットワーク：%1、環境変数：%2。</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandboxController</name>
    <message>
        <location filename="../ui/main/LocalSandboxController.cpp" line="+48" />
        <location line="+37" />
        <source>S&amp;top Local Sandbox…</source>
        <translation>ローカルサンドボックスを停止(&amp;T)…</translation>
    </message>
    <message>
        <location line="-13" />
        <source>[The local sandbox was stopped]</source>
        <translation>[ローカルサンドボックスは停止しました]</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Its sessions, processes and terminals have ended.</source>
        <translation>そのセッション、プロセス、ターミナルは終了しました。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>S&amp;tart Local Sandbox</source>
        <translation>ローカルサンドボックスを起動(&amp;T)</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The local sandbox is running isolated with bubblewrap.</source>
        <translation>ローカルサンドボックスは bubblewrap で隔離されて動作中です。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The local sandbox is running without isolation.</source>
        <translation>ローカルサンドボックスは隔離なしで動作中です。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Running it without isolation needs a restart.</source>
        <translation>隔離なしで動かすには再起動が必要です。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Isolating it needs a restart.</source>
        <translation>隔離するには再起動が必要です。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Restart the Local Sandbox?</source>
        <translation>ローカルサンドボックスを再起動しますか？</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A restart ends every command, background process and terminal in it; the sessions come back with their environment, folder and timeout.</source>
        <translation>再起動すると、その中のすべてのコマンド、バックグラウンドプロセス、ターミナルが終了します。セッションは環境変数、作業ディレクトリ、タイムアウトとともに復元されます。</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+85" />
        <source>&amp;Restart</source>
        <translation>再起動(&amp;R)</translation>
    </message>
    <message>
        <location line="-84" />
        <source>&amp;Keep It Running</source>
        <translation>動かしたままにする(&amp;K)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Restart the Local Sandbox</source>
        <translation>ローカルサンドボックスを再起動</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+78" />
        <source>The local sandbox could not be restarted: %1</source>
        <translation>ローカルサンドボックスを再起動できませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-60" />
        <source>session %1: %n command(s) running or queued</source>
        <translation>
            <numerusform>セッション %1：実行中または待機中のコマンド %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <source>background process %1 (pid %2): %3</source>
        <translation>バックグラウンドプロセス %1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The local sandbox could not be started: %1</source>
        <translation>ローカルサンドボックスを起動できませんでした：%1</translation>
    </message>
    <message>
        <location line="-160" />
        <source>Stop Local Sandbox</source>
        <translation>ローカルサンドボックスを停止</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+19" />
        <source>stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Sessions keep running when Sandman closes and it reconnects to them (File ▸ Stop Local Sandbox ends them).</source>
        <translation>Sandman を閉じてもセッションは動き続け、再び開くと再接続します（終了：ファイル ▸ ローカルサンドボックスを停止）。</translation>
    </message>
    <message>
        <location line="+75" />
        <source>%1 of session %2</source>
        <comment>a terminal of a session</comment>
        <translation>セッション %2 の%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of session %2, running “%3”</source>
        <comment>a terminal of a session</comment>
        <translation>セッション %2 の%1（「%3」を実行中）</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Stop the local sandbox? Every session's shell, command, background process and terminal in it ends.</source>
        <translation>ローカルサンドボックスを停止しますか？その中のすべてのセッションのシェル、コマンド、バックグラウンドプロセス、ターミナルが終了します。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Restart the local sandbox with this window's settings? Every session's shell, command, background process and terminal in it ends; the sessions come back with their environment, folder and timeout.</source>
        <translation>このウィンドウの設定でローカルサンドボックスを再起動しますか？その中のすべてのセッションのシェル、コマンド、バックグラウンドプロセス、ターミナルが終了します。セッションは環境変数、作業ディレクトリ、タイムアウトとともに復元されます。</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Stop the local sandbox of the workspace %1? Every session's shell, command, background process and terminal in it ends.</source>
        <translation>ワークスペース %1 のローカルサンドボックスを停止しますか？その中のすべてのセッションのシェル、コマンド、バックグラウンドプロセス、ターミナルが終了します。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This window is not connected to it, so what runs there is not listed.</source>
        <translation>このウィンドウは接続していないため、その中で実行中のものは一覧表示されません。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The local sandbox of the workspace %1 still runs, with its sessions; this window uses %2. Changing the workspace starts a sandbox of its own.</source>
        <translation>ワークスペース %1 のローカルサンドボックスは、そのセッションとともにまだ動作しています。このウィンドウは %2 を使用しています。ワークスペースを変更すると、別のサンドボックスが起動します。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>S&amp;top the Other Sandbox…</source>
        <translation>もう一方のサンドボックスを停止(&amp;T)…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Nothing is running in it right now.</source>
        <translation>現在、その中で実行中のものはありません。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Running now:
%1</source>
        <translation>実行中：
%1</translation>
    </message>
    <message>
        <location line="-81" />
        <location line="+55" />
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location line="-53" />
        <location line="+57" />
        <source>The local sandbox could not be stopped: %1</source>
        <translation>ローカルサンドボックスを停止できませんでした：%1</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The local sandbox does not answer: %1</source>
        <translation>ローカルサンドボックスが応答しません：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Restored after a restart: the session's environment, folder and timeout are back; its shell's history, functions and running commands are not.</source>
        <translation>再起動後に復元されました：セッションの環境変数、作業ディレクトリ、タイムアウトは戻りましたが、シェルの履歴、関数、実行中のコマンドは戻りません。</translation>
    </message>
</context>
<context>
    <name>sandman::LogModel</name>
    <message>
        <location filename="../ui/log/LogModel.cpp" line="+72" />
        <source>
[output cut: %1 bytes in all, the first %2 kept]</source>
        <translation>
[出力を切り詰め：全 %1 バイト、最初の %2 バイトを保持]</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cancelled after %1</source>
        <translation>%1 後にキャンセルしました</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the shell exited with code %1 after %2; the next command starts a fresh shell</source>
        <translation>シェルは %2 後に終了コード %1 で終了しました。次のコマンドは新しいシェルで実行されます</translation>
    </message>
    <message>
        <location line="+4" />
        <source>stopped by its %1 timeout after %2 (exit code %3)</source>
        <translation>%1 のタイムアウトにより %2 後に停止（終了コード %3）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>timed out after %1 (exit code %2)</source>
        <translation>%1 後にタイムアウト（終了コード %2）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>exit code %1 in %2</source>
        <translation>終了コード %1、所要時間 %2</translation>
    </message>
    <message>
        <location line="+133" />
        <source>command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <location line="+2" />
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2" />
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+47" />
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Text</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>sandman::LogPane</name>
    <message>
        <location filename="../ui/log/LogPane.cpp" line="+44" />
        <location line="+1" />
        <source>Filter log</source>
        <translation>ログを絞り込み</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the selected entries</source>
        <translation>選択した項目をコピーします</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the visible entries to a file</source>
        <translation>表示中の項目をファイルに保存します</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Changed Files…</source>
        <translation>変更されたファイル…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The files this command created, changed or deleted, with diffs and undo</source>
        <translation>このコマンドが作成・変更・削除したファイル（差分と取り消し付き）</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Select an entry to see it whole</source>
        <translation>エントリーを選択すると全体が表示されます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command log</source>
        <translation>コマンドのログ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every command run from this window, its output and result</source>
        <translation>このウィンドウから実行したすべてのコマンドとその出力、結果</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Log entry</source>
        <translation>ログの項目</translation>
    </message>
    <message>
        <location line="+80" />
        <source>running since %1</source>
        <translation>%1 から実行中</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Errors (stderr)</source>
        <translation>エラー出力（stderr）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Output (stdout)</source>
        <translation>出力（stdout）</translation>
    </message>
    <message>
        <location line="+69" />
        <location line="+6" />
        <source>Save Log</source>
        <translation>ログの保存</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>ログファイル(*.log *.txt);;すべてのファイル(*)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Could not save the log: %1</source>
        <translation>ログを保存できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>sandman::MainWindow</name>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+59" />
        <source>Sandman</source>
        <translation>Sandman</translation>
    </message>
    <message>
        <location filename="../ui/tabs/ClientTerminalBackend.cpp" line="+69" />
        <source>Could not end the terminal: %1</source>
        <translation>ターミナルを終了できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../ui/main/WindowMenus.cpp" line="+30" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About Sandman</source>
        <translation>Sandmanについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+83" />
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Activity</source>
        <translation>アクティビティ</translation>
    </message>
    <message>
        <location filename="../ui/main/WindowMenus.cpp" line="+14" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Session</source>
        <translation>セッション(&amp;S)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>System Default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The language changes when Sandman is started again.</source>
        <translation>Sandmanを再起動すると言語が切り替わります。</translation>
    </message>
    <message>
        <location line="-20" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+208" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+7" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/tabs/ClientTerminalBackend.cpp" line="-35" />
        <source>Terminal of session “%1”: %2</source>
        <translation>セッション「%1」のターミナル：%2</translation>
    </message>
</context>
<context>
    <name>sandman::NewSandboxDialog</name>
    <message>
        <location filename="../ui/cluster/NewSandboxDialog.cpp" line="+50" />
        <source>Shut down at</source>
        <translation>次の日時に終了</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New Sandbox on %1</source>
        <translation>%1 の新しいサンドボックス</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sandman's agent pod (built in)</source>
        <translation>Sandman のエージェント Pod（組み込み）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>e.g. 500m or 2</source>
        <translation>例：500m、2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>e.g. 512Mi or 2Gi</source>
        <translation>例：512Mi、2Gi</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+6" />
        <source>NAME=value, one per line</source>
        <translation>NAME=value を 1 行に 1 つ</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Shutdown time</source>
        <translation>シャットダウン時刻</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Template:</source>
        <translation>テンプレート(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Image:</source>
        <translation>イメージ(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;CPU:</source>
        <translation>CPU(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Memory:</source>
        <translation>メモリー(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Environment:</source>
        <translation>環境変数(&amp;E)：</translation>
    </message>
    <message>
        <location line="+24" />
        <source>SandboxTemplate %1</source>
        <translation>SandboxTemplate %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Environment line %1 is not NAME=value with a name of letters, digits and '_'.</source>
        <translation>環境変数の %1 行目が、英字・数字・'_' からなる名前の NAME=value 形式になっていません。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The name must be a lowercase DNS label (letters, digits and '-', at most 63).</source>
        <translation>名前は小文字の DNS ラベル（英字、数字、'-'、63 文字以内）でなければなりません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Give the container image that runs sandman-agent.</source>
        <translation>sandman-agent を実行するコンテナーイメージを指定してください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU is a number of cores (2, 0.5) or millicores (500m).</source>
        <translation>CPU はコア数（2、0.5）またはミリコア数（500m）で指定します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Memory is an amount such as 512Mi or 2Gi.</source>
        <translation>メモリーは 512Mi や 2Gi のような量で指定します。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The shutdown time is in the past.</source>
        <translation>終了日時が過去になっています。</translation>
    </message>
</context>
<context>
    <name>sandman::NewSessionDialog</name>
    <message>
        <location filename="../ui/sessions/NewSessionDialog.cpp" line="+29" />
        <source>Working Directory Missing</source>
        <translation>作業ディレクトリがありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The folder “%1” does not exist in the sandbox.</source>
        <translation>サンドボックスに作業ディレクトリ「%1」はありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Create it and start the session there?</source>
        <translation>作成して、そこでセッションを開始しますか？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Create Folder</source>
        <translation>作業ディレクトリを作成</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New Session in %1</source>
        <translation>%1の新しいセッション</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Generated when empty</source>
        <translation>空欄の場合は自動生成</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The sandbox workspace</source>
        <translation>サンドボックスのワークスペース</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Session &amp;ID:</source>
        <translation>セッションID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Choose the working directory from the sandbox's folders</source>
        <translation>サンドボックスのフォルダーから作業ディレクトリを選択</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Working &amp;directory:</source>
        <translation>作業ディレクトリ(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command &amp;timeout:</source>
        <translation>コマンドのタイムアウト(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Environment variables</source>
        <translation>環境変数(&amp;E)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>A session ID has at most 128 characters.</source>
        <translation>セッションIDは128文字以内で指定してください。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A session ID may contain only letters, digits, dots, underscores and hyphens.</source>
        <translation>セッションIDには英字、数字、ピリオド、アンダースコア、ハイフンのみ使用できます。</translation>
    </message>
    <message>
        <location line="+79" />
        <source>Could not check “%1”: %2</source>
        <translation>「%1」を確認できませんでした：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The working directory “%1” does not exist in the sandbox.</source>
        <translation>サンドボックスに作業ディレクトリ「%1」はありません。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Could not create “%1”: %2</source>
        <translation>「%1」を作成できませんでした：%2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Fix the variable names marked in red.</source>
        <translation>赤で示された変数名を修正してください。</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessLogsDialog</name>
    <message>
        <location filename="../ui/processes/ProcessLogsDialog.cpp" line="+44" />
        <source>Logs of %1</source>
        <translation>%1 のログ</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Errors</source>
        <translation>エラー出力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Output of %1</source>
        <translation>%1 の出力</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Errors of %1</source>
        <translation>%1 のエラー</translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>[%n earlier byte(s) dropped]
</source>
        <translation>
            <numerusform>[それ以前の %n バイトは破棄されました]
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessPane</name>
    <message>
        <location filename="../ui/processes/ProcessPane.cpp" line="+52" />
        <source>Start…</source>
        <translation>起動…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start a background process in the selected session</source>
        <translation>選択したセッションでバックグラウンドプロセスを起動します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kill</source>
        <translation>強制終了</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End the selected process and everything it started</source>
        <translation>選択したプロセスと、そこから起動されたすべてのプロセスを終了します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kill All</source>
        <translation>すべて強制終了</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show Logs</source>
        <translation>ログの表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear Finished</source>
        <translation>終了したものを消去</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove finished processes from the list</source>
        <translation>終了したプロセスを一覧から削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Background processes</source>
        <translation>バックグラウンド プロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Processes started through the sandbox's API, with their state</source>
        <translation>サンドボックスの API から起動したプロセスとその状態</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Background</source>
        <translation>バックグラウンド</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Background processes started through the sandbox's API</source>
        <translation>サンドボックスの API で起動したバックグラウンドプロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All Processes</source>
        <translation>すべてのプロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every process of the sandbox, as a tree, whoever started it</source>
        <translation>サンドボックスのすべてのプロセスをツリーで表示（起動元を問わず）</translation>
    </message>
    <message>
        <location line="+89" />
        <source>Could not list processes: %1</source>
        <translation>プロセスの一覧を取得できませんでした：%1</translation>
    </message>
    <message>
        <location line="+35" />
        <source>[%1] %2 bytes of error output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] エラー出力 %2 バイトを読み飛ばしました：ウィンドウがプロセスの出力に追いつけませんでした。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>[%1] %2 bytes of output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 出力 %2 バイトを読み飛ばしました：ウィンドウがプロセスの出力に追いつけませんでした。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Process %1 was ended as you asked (exit code %2).</source>
        <translation>プロセス %1 は指示どおり終了しました（終了コード %2）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Process %1 completed (exit code %2).</source>
        <translation>プロセス%1が完了しました（終了コード%2）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Process %1 was killed (exit code %2).</source>
        <translation>プロセス%1を強制終了しました（終了コード%2）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Process %1 failed (exit code %2).</source>
        <translation>プロセス%1が失敗しました（終了コード%2）。</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Started process %1 (PID %2): %3</source>
        <translation>プロセス%1を起動しました（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Could not start the process: %1</source>
        <translation>プロセスを起動できませんでした：%1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Ended process %1 as you asked.</source>
        <translation>指示どおりプロセス %1 を終了しました。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Could not kill process %1: %2</source>
        <translation>プロセス%1を強制終了できませんでした：%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Kill All Processes</source>
        <translation>すべてのプロセスの強制終了</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>End all %n running process(es) of this sandbox?</source>
        <translation>
            <numerusform>このサンドボックスで実行中の%n個のプロセスをすべて終了しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>Killed %n process(es).</source>
        <translation>
            <numerusform>%n個のプロセスを強制終了しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Could not kill the processes: %1</source>
        <translation>プロセスを強制終了できませんでした：%1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Could not read the logs of %1: %2</source>
        <translation>%1のログを読み込めませんでした：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+39" />
        <source>%n running</source>
        <translation>
            <numerusform>実行中：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTableModel</name>
    <message>
        <location filename="../ui/processes/ProcessTableModel.cpp" line="+83" />
        <source>starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>completed</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2" />
        <source>killed</source>
        <translation>強制終了</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 (timed out)</source>
        <translation>%1（タイムアウト）</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>The oldest %n byte(s) of output were dropped to stay within the log limit.</source>
        <translation>
            <numerusform>ログの上限を超えないよう、出力のうち最も古い%nバイトを破棄しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30" />
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Started</source>
        <translation>開始時刻</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Exit Code</source>
        <translation>終了コード</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTreeModel</name>
    <message>
        <location filename="../ui/processes/ProcessTreeModel.cpp" line="+162" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sleeping</source>
        <translation>スリープ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>waiting (disk)</source>
        <translation>待機（ディスク）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>zombie</source>
        <translation>ゾンビ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped (traced)</source>
        <translation>停止（トレース中）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>dead</source>
        <translation>消滅</translation>
    </message>
    <message>
        <location line="+2" />
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The sandbox's agent. It cannot be signalled.</source>
        <translation>サンドボックスのエージェントです。シグナルは送れません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Runs in the shell of session “%1”.</source>
        <translation>セッション「%1」のシェルで実行中。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Background process “%1” of session “%2”.</source>
        <translation>セッション「%2」のバックグラウンドプロセス「%1」。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Terminal “%1” of session “%2”.</source>
        <translation>セッション「%2」のターミナル「%1」。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Code context “%1”.</source>
        <translation>コードコンテキスト「%1」。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Part of the sandbox itself. It cannot be signalled.</source>
        <translation>サンドボックス自体の一部です。シグナルは送れません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Started %1</source>
        <translation>開始：%1</translation>
    </message>
    <message>
        <location line="+58" />
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <location line="+2" />
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Memory</source>
        <translation>メモリー</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Elapsed</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
</context>
<context>
    <name>sandman::ProfileDialog</name>
    <message>
        <location filename="../ui/terminal/ProfileDialog.cpp" line="+57" />
        <source>Terminal Profile</source>
        <translation>ターミナルプロファイル</translation>
    </message>
    <message>
        <location line="+16" />
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Font size</source>
        <translation>フォント サイズ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add a Konsole colour scheme (.colorscheme file)</source>
        <translation>Konsole のカラースキーム（.colorscheme ファイル）を追加</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How a terminal looks with this profile</source>
        <translation>このプロファイルでのターミナルの見え方</translation>
    </message>
    <message>
        <location line="+5" />
        <source> lines</source>
        <translation> 行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Block</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Underline</source>
        <translation>下線</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bar</source>
        <translation>バー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Visual (flash the terminal)</source>
        <translation>ビジュアル（ターミナルを点滅）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All sessions (default)</source>
        <translation>すべてのセッション（既定）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>This session only</source>
        <translation>このセッションのみ</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&amp;Font:</source>
        <translation>フォント(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Colour &amp;scheme:</source>
        <translation>カラースキーム(&amp;S)：</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Scroll&amp;back:</source>
        <translation>スクロールバック(&amp;B)：</translation>
    </message>
    <message>
        <location line="-6" />
        <source>&amp;Cursor:</source>
        <translation>カーソル(&amp;C)：</translation>
    </message>
    <message>
        <location line="-60" />
        <source>Blin&amp;king cursor</source>
        <translation>カーソルを点滅(&amp;K)</translation>
    </message>
    <message>
        <location line="+68" />
        <source>B&amp;ell:</source>
        <translation>ベル(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Apply to:</source>
        <translation>適用先(&amp;A)：</translation>
    </message>
    <message>
        <location line="+78" />
        <source>Import Konsole Colour Scheme</source>
        <translation>Konsole カラースキームのインポート</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Konsole colour schemes (*.colorscheme);;All files (*)</source>
        <translation>Konsole カラースキーム(*.colorscheme);;すべてのファイル(*)</translation>
    </message>
</context>
<context>
    <name>sandman::PtySocketClient</name>
    <message>
        <location filename="../core/client/PtySocketClient.cpp" line="+250" />
        <source>cannot open the terminal: %1</source>
        <translation>ターミナルを開けません：%1</translation>
    </message>
    <message>
        <location line="-176" />
        <source>cannot open the terminal: the agent did not answer in time</source>
        <translation>ターミナルを開けません：エージェントが時間内に応答しませんでした</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the agent did not answer in time</source>
        <translation>エージェントが時間内に応答しませんでした</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+167" />
        <location line="+6" />
        <source>the terminal connection was lost: %1</source>
        <translation>ターミナルの接続が切れました：%1</translation>
    </message>
    <message>
        <location line="-39" />
        <source>the terminal ended while its connection was lost</source>
        <translation>接続が切れている間にターミナルが終了しました</translation>
    </message>
    <message>
        <location line="+68" />
        <source>the agent stopped answering</source>
        <translation>エージェントが応答しなくなりました</translation>
    </message>
</context>
<context>
    <name>sandman::RemoteConnections</name>
    <message>
        <location filename="../ui/connect/RemoteConnections.cpp" line="+23" />
        <source>&amp;Connect to Remote Sandbox…</source>
        <translation>リモートサンドボックスへの接続(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Reconnect Now</source>
        <translation>今すぐ再接続(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Change To&amp;ken…</source>
        <translation>トークンを変更(&amp;K)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Disconnect Remote Sandbox</source>
        <translation>リモートサンドボックスから切断(&amp;D)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Give the selected remote sandbox another access token</source>
        <translation>選択したリモートサンドボックスに別のアクセストークンを設定</translation>
    </message>
    <message>
        <location line="+61" />
        <location line="+35" />
        <source>The token was not saved in the keyring: %1</source>
        <translation>トークンをキーリングに保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="-8" />
        <source>Change Token</source>
        <translation>トークンを変更</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Access token for %1:</source>
        <translation>%1 のアクセストークン：</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Disconnected from %1.</source>
        <translation>%1から切断しました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>[Disconnected from %1]</source>
        <translation>[%1 から切断しました]</translation>
    </message>
    <message>
        <location line="+26" />
        <source>No stored token for %1: %2</source>
        <translation>%1 の保存済みトークンがありません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::ResourceGraph</name>
    <message numerus="yes">
        <location filename="../ui/resources/ResourceGraph.cpp" line="+146" />
        <source>−%n min</source>
        <translation>
            <numerusform>−%n 分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="+37" />
        <location line="+7" />
        <source>limit %1</source>
        <translation>上限 %1</translation>
    </message>
</context>
<context>
    <name>sandman::ResourceSampler</name>
    <message>
        <location filename="../core/engine/metrics/ResourceSampler.cpp" line="+217" />
        <source>The sandbox uses %1 MiB of its %2 MiB memory cap (%3%)</source>
        <translation>サンドボックスはメモリ上限 %2 MiB のうち %1 MiB を使用しています（%3%）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The sandbox's memory use is back to %1 MiB</source>
        <translation>サンドボックスのメモリ使用量は %1 MiB に戻りました</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The sandbox runs %1 of the %2 processes and threads it may (%3%)</source>
        <translation>サンドボックスは上限 %2 のうち %1 個のプロセスとスレッドを実行しています（%3%）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The sandbox's process count is back to %1</source>
        <translation>サンドボックスのプロセス数は %1 に戻りました</translation>
    </message>
</context>
<context>
    <name>sandman::ResourceText</name>
    <message>
        <location filename="../ui/resources/ResourceText.cpp" line="+9" />
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>sandman::ResourcesController</name>
    <message>
        <location filename="../ui/resources/ResourcesController.cpp" line="+23" />
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location line="+128" />
        <source>Cannot forward port %1: %2</source>
        <translation>ポート %1 を転送できません: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot reach port %1 in the sandbox: %2</source>
        <translation>サンドボックス内のポート %1 に接続できません: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Port %1 is forwarded to %2</source>
        <translation>ポート %1 は %2 に転送されています</translation>
    </message>
</context>
<context>
    <name>sandman::ResourcesPane</name>
    <message>
        <location filename="../ui/resources/ResourcesPane.cpp" line="+62" />
        <source>Audit Trail…</source>
        <translation>監査証跡…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Search, export and verify everything this sandbox recorded</source>
        <translation>このサンドボックスが記録したすべてを検索、エクスポート、検証します</translation>
    </message>
    <message>
        <location line="+15" />
        <source>CPU (100% = one core)</source>
        <translation>CPU（100% = 1 コア）</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+9" />
        <location line="+3" />
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Processes and threads</source>
        <translation>プロセスとスレッド</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+3" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="-3" />
        <location line="+7" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+3" />
        <location line="+4" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="-7" />
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Busiest processes</source>
        <translation>負荷の高いプロセス</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Busiest sessions</source>
        <translation>負荷の高いセッション</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Listening ports</source>
        <translation>待ち受け中のポート</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open in Browser</source>
        <translation>ブラウザーで開く</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Busiest Processes</source>
        <translation>負荷の高いプロセス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ports</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No sandbox selected</source>
        <translation>サンドボックスが選択されていません</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Waiting for the agent's first sample…</source>
        <translation>エージェントの最初のサンプルを待っています…</translation>
    </message>
    <message>
        <location line="+12" />
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory %1 of %2</source>
        <translation>メモリ %1 / %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>memory %1</source>
        <translation>メモリ %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 of %2 processes and threads</source>
        <translation>プロセスとスレッド %1 / %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 processes and threads</source>
        <translation>プロセスとスレッド %1 個</translation>
    </message>
    <message>
        <location line="+2" />
        <source>workspace %1</source>
        <translation>ワークスペース %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>network ↓%1 ↑%2</source>
        <translation>ネットワーク ↓%1 ↑%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The sandbox is near its memory cap: %1 of %2. Commands may be killed when it is full.</source>
        <translation>サンドボックスのメモリが上限に近づいています: %1 / %2。上限に達するとコマンドが強制終了されることがあります。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The sandbox is near its process limit: %1 of %2. New processes may fail to start.</source>
        <translation>サンドボックスのプロセス数が上限に近づいています: %1 / %2。新しいプロセスを起動できないことがあります。</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Open the port in the default browser (through a forward on this machine's loopback when the sandbox has a network of its own)</source>
        <translation>既定のブラウザーでポートを開きます（サンドボックスが独自のネットワークを持つ場合は、このマシンのループバック上の転送を経由します）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This connection cannot forward the sandbox's ports</source>
        <translation>この接続ではサンドボックスのポートを転送できません</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxCgroup</name>
    <message>
        <location filename="../core/isolation/SandboxCgroup.cpp" line="+112" />
        <source>no cgroup v2 with the memory and pids controllers, nor cgroup v1 memory and pids hierarchies</source>
        <translation>memory と pids コントローラーを持つ cgroup v2 も、cgroup v1 の memory と pids 階層もありません</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot make a cgroup in %1: %2</source>
        <translation>%1 に cgroup を作成できません：%2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>the cgroup v2 %1 is not delegated to this user</source>
        <translation>cgroup v2 %1 はこのユーザーに委譲されていません</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot enable the memory and pids controllers in %1: %2</source>
        <translation>%1 で memory と pids コントローラーを有効にできません：%2</translation>
    </message>
    <message>
        <location line="+44" />
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>cannot move a process into %1: %2</source>
        <translation>プロセスを %1 に移動できません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxConnection</name>
    <message>
        <location filename="../ui/sessions/SandboxConnection.cpp" line="+33" />
        <source>The agent refused the token.</source>
        <translation>エージェントがトークンを拒否しました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the agent refused the token. Give the right one with “Change Token…” in the sandbox's menu.</source>
        <translation>%1：エージェントがトークンを拒否しました。サンドボックスのメニューの「トークンを変更…」で正しいトークンを指定してください。</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Local sandbox</source>
        <translation>ローカルサンドボックス</translation>
    </message>
    <message>
        <location line="+79" />
        <source>Could not list the sessions of %1: %2</source>
        <translation>%1のセッション一覧を取得できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxDirectoryDialog</name>
    <message>
        <location filename="../ui/sessions/SandboxDirectoryDialog.cpp" line="+43" />
        <source>Show &amp;hidden folders</source>
        <translation>隠しフォルダーを表示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New Folder…</source>
        <translation>新しいフォルダー(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose a Folder in the Sandbox</source>
        <translation>サンドボックス内のフォルダーを選択</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Folders of the sandbox</source>
        <translation>サンドボックスのフォルダー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Choose</source>
        <translation>選択(&amp;C)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Folder:</source>
        <translation>フォルダー(&amp;F)：</translation>
    </message>
    <message>
        <location line="+27" />
        <source>/ (sandbox root)</source>
        <translation>/（サンドボックスのルート）</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location line="+132" />
        <source>New Folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Name of the new folder in “%1”:</source>
        <translation>「%1」に作成するフォルダーの名前：</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A folder name must not be empty, “.” or “..”, or contain “/”.</source>
        <translation>フォルダー名は空、「.」、「..」にはできず、「/」も含められません。</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Could not create “%1”: %2</source>
        <translation>「%1」を作成できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLauncher</name>
    <message>
        <location filename="../core/isolation/SandboxLauncher.cpp" line="+92" />
        <source>cannot start bwrap: %1</source>
        <translation>bwrap を起動できません：%1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>the confined agent did not start</source>
        <translation>隔離されたエージェントが起動しませんでした</translation>
    </message>
    <message>
        <location line="+4" />
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>forwarding 127.0.0.1:%1 → sandbox port %2</source>
        <translation>127.0.0.1:%1 → サンドボックスのポート %2 に転送中</translation>
    </message>
    <message>
        <location line="+3" />
        <source>network: user-mode network failed (%1); giving up (--network-fallback fail)</source>
        <translation>ネットワーク：ユーザーモードネットワークが失敗しました（%1）。中止します（--network-fallback fail）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>network: none — the user-mode network failed (%1)</source>
        <translation>ネットワーク：なし — ユーザーモードネットワークが失敗しました（%1）</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLimits</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+74" />
        <source>--tmpfs-size: expected SIZE or /path=SIZE (e.g. 2G or /home=256M), not "%1"</source>
        <translation>--tmpfs-size：SIZE または /path=SIZE（例：2G や /home=256M）を指定してください。「%1」は使えません</translation>
    </message>
    <message>
        <location line="+20" />
        <source>processes ≤ %1</source>
        <translation>プロセス数 ≤ %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>processes unlimited</source>
        <translation>プロセス数は無制限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory ≤ %1 per process (rlimit)</source>
        <translation>プロセスごとのメモリ ≤ %1（rlimit）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>memory per process unlimited</source>
        <translation>プロセスごとのメモリは無制限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (rlimit), %2; nothing caps the sandbox's total memory (no usable cgroup: %3)</source>
        <translation>%1（rlimit）、%2。サンドボックス全体のメモリには上限がありません（使える cgroup がありません：%3）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory ≤ %1</source>
        <translation>メモリ ≤ %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 and %2 for the whole sandbox (%3), %4</source>
        <translation>サンドボックス全体で %1、%2（%3）、%4</translation>
    </message>
    <message>
        <location line="-1" />
        <source>memory unlimited</source>
        <translation>メモリーは無制限</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxRestartBar</name>
    <message>
        <location filename="../ui/main/SandboxRestartBar.cpp" line="+15" />
        <location line="+42" />
        <source>&amp;Restart Local Sandbox…</source>
        <translation>ローカルサンドボックスを再起動(&amp;R)…</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Keep the local sandbox running as it is</source>
        <translation>ローカルサンドボックスを現在のまま動かし続けます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The local sandbox runs with %1; restart it to use %2.</source>
        <translation>ローカルサンドボックスの現在の設定は %1 です。再起動すると %2 に切り替わります。</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxUser</name>
    <message>
        <location filename="../core/isolation/SandboxUser.cpp" line="+63" />
        <source>cannot give %1 to the sandbox's user (nobody): %2</source>
        <translation>%1 をサンドボックスのユーザー（nobody）に渡せません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SessionActions</name>
    <message>
        <location filename="../ui/sessions/SessionActions.cpp" line="+24" />
        <source>&amp;New Session…</source>
        <translation>新しいセッション(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New &amp;Terminal</source>
        <translation>新しいターミナル(&amp;T)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Delete Session</source>
        <translation>セッションの削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy Session ID</source>
        <translation>セッションIDのコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Refresh</source>
        <translation>最新の情報に更新(&amp;R)</translation>
    </message>
    <message>
        <location line="+68" />
        <source>Session created; working directory: %1.</source>
        <translation>セッションを作成しました。作業ディレクトリ：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Could not create the session: %1</source>
        <translation>セッションを作成できませんでした：%1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Delete Session</source>
        <translation>セッションの削除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete session “%1”? Its shell and every command and process it runs are ended.</source>
        <translation>セッション「%1」を削除しますか？シェルと、このセッションで実行中のすべてのコマンドおよびプロセスが終了します。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Session deleted.</source>
        <translation>セッションを削除しました。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Could not delete the session: %1</source>
        <translation>セッションを削除できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>sandman::SessionSettingsWidget</name>
    <message>
        <location filename="../ui/sessions/SessionSettingsWidget.cpp" line="+23" />
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Go</source>
        <comment>change the working directory</comment>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Set</source>
        <comment>apply the command timeout</comment>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The session's working directory: Return changes to the folder typed here</source>
        <translation>セッションの作業ディレクトリ：Enter キーで、ここに入力したパスを作業ディレクトリにします</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Working directory</source>
        <translation>作業ディレクトリ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the working directory from the sandbox's folders</source>
        <translation>サンドボックスのフォルダーから作業ディレクトリを選択</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Change the session's working directory (cd in its shell)</source>
        <translation>セッションの作業ディレクトリを変更します（シェルで cd を実行）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Use this timeout for the session's next commands</source>
        <translation>このセッションで今後実行するコマンドにこのタイムアウトを使用します</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Working directory:</source>
        <translation>作業ディレクトリ：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command timeout:</source>
        <translation>コマンドのタイムアウト：</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&lt;b&gt;%1&lt;/b&gt; in %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No session selected.</source>
        <translation>セッションが選択されていません。</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTerminals</name>
    <message>
        <location filename="../ui/sessions/SessionTerminals.cpp" line="+39" />
        <source>an unknown client</source>
        <translation>不明なクライアント</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeModel</name>
    <message>
        <location filename="../ui/sessions/SessionTreeModel.cpp" line="+232" />
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n h</source>
        <translation>
            <numerusform>%n時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n min</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n s</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n ms</source>
        <translation>
            <numerusform>%nミリ秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>token refused</source>
        <translation>トークン拒否</translation>
    </message>
    <message>
        <location line="+3" />
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>disconnected</source>
        <translation>切断済み</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n個のセッション</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40" />
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <location line="+0" />
        <source>idle, restored</source>
        <translation>待機中（復元済み）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>terminated</source>
        <translation>終了済み</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 · %2</source>
        <comment>session row: CPU share · memory</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Session %1
Directory: %2
Command timeout: %3</source>
        <translation>セッション %1
作業ディレクトリ：%2
コマンドのタイムアウト：%3</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>CPU %1, memory %2, %n process(es)</source>
        <translation>
            <numerusform>CPU %1、メモリ %2、%n 個のプロセス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Restored after a restart of the sandbox: its environment, directory and timeout are back; its shell's history, functions and running commands are not.</source>
        <translation>サンドボックスの再起動後に復元されました：環境変数、作業ディレクトリ、タイムアウトは戻りましたが、シェルの履歴、関数、実行中のコマンドは戻りません。</translation>
    </message>
    <message>
        <location line="+51" />
        <source>%1 of session %2
Opened by %3
Shell pid %4</source>
        <comment>a terminal</comment>
        <translation>セッション %2 の%1
開いたクライアント：%3
シェルの PID %4</translation>
    </message>
    <message>
        <location line="+2" />
        <source>this window</source>
        <translation>このウィンドウ</translation>
    </message>
    <message>
        <location line="-14" />
        <source>%1 · %2</source>
        <comment>terminal row: who opened it · its title</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-24" />
        <source>in this window</source>
        <translation>このウィンドウ内</translation>
    </message>
    <message>
        <location line="+2" />
        <source>detached</source>
        <translation>切り離し済み</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n viewer(s)</source>
        <translation>
            <numerusform>閲覧者 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0" />
        <source>watched</source>
        <translation>閲覧中</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 (%2)</source>
        <comment>terminal row: its name (its state)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Nobody views it: its shell runs on, detached.</source>
        <translation>誰も閲覧していません：シェルは切り離されたまま動作し続けています。</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n viewer(s), %1</source>
        <translation>
            <numerusform>閲覧者 %n 人、%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>someone holds its input</source>
        <translation>誰かが入力権を持っています</translation>
    </message>
    <message>
        <location line="+0" />
        <source>nobody holds its input</source>
        <translation>入力権は誰も持っていません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Double-click to show its tab.</source>
        <translation>ダブルクリックでタブを表示します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click to open it again in a tab.</source>
        <translation>ダブルクリックでタブに再び開きます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click to watch it (read-only).</source>
        <translation>ダブルクリックで閲覧します（読み取り専用）。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU · Memory</source>
        <translation>CPU · メモリ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Directory</source>
        <translation>作業ディレクトリ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Timeout</source>
        <translation>タイムアウト</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeView</name>
    <message>
        <location filename="../ui/sessions/SessionTreeView.cpp" line="+23" />
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each sandbox with its sessions and their terminals; Return or a double click opens a terminal, Ctrl+Shift+N makes a new session</source>
        <translation>各サンドボックスとそのセッション、ターミナル。Return またはダブルクリックでターミナルを開き、Ctrl+Shift+N で新しいセッションを作成します</translation>
    </message>
</context>
<context>
    <name>sandman::StartProcessDialog</name>
    <message>
        <location filename="../ui/processes/StartProcessDialog.cpp" line="+14" />
        <source>Command to run in session “%1”:</source>
        <translation>セッション「%1」で実行するコマンド：</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Start Process</source>
        <translation>プロセスの起動</translation>
    </message>
    <message>
        <location line="+3" />
        <source>e.g. python3 -m http.server 8000</source>
        <translation>例：python3 -m http.server 8000</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Start</source>
        <translation>起動(&amp;S)</translation>
    </message>
</context>
<context>
    <name>sandman::SystemProcessRoutes</name>
    <message>
        <location filename="../core/server/routes/SystemProcessRoutes.cpp" line="+51" />
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスは終了処理中です</translation>
    </message>
</context>
<context>
    <name>sandman::SystemProcessTable</name>
    <message>
        <location filename="../core/engine/process/SystemProcessTable.cpp" line="+342" />
        <source>signal %1 is not one that may be sent</source>
        <translation>シグナル %1 は送信できません</translation>
    </message>
    <message>
        <location line="+2" />
        <source>process %1 is the sandbox's agent</source>
        <translation>プロセス %1 はサンドボックスのエージェントです</translation>
    </message>
    <message>
        <location line="+3" />
        <source>process 1 is the sandbox's init</source>
        <translation>プロセス 1 はサンドボックスの init です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>process 1 is not a process of this sandbox</source>
        <translation>プロセス 1 はこのサンドボックスのプロセスではありません</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+4" />
        <location line="+17" />
        <source>there is no process %1</source>
        <translation>プロセス %1 はありません</translation>
    </message>
    <message>
        <location line="-1" />
        <source>process %1 is not a process of this sandbox</source>
        <translation>プロセス %1 はこのサンドボックスのプロセスではありません</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+14" />
        <source>process %1 has already exited</source>
        <translation>プロセス %1 はすでに終了しています</translation>
    </message>
    <message>
        <location line="-11" />
        <source>process %1 runs the sandbox itself and cannot be signalled</source>
        <translation>プロセス %1 はサンドボックス自体を実行しているため、シグナルを送れません</translation>
    </message>
    <message>
        <location line="+14" />
        <source>could not signal process %1: %2</source>
        <translation>プロセス %1 にシグナルを送れませんでした：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SystemdUserUnit</name>
    <message>
        <location filename="../core/local/SystemdUserUnit.cpp" line="+105" />
        <location line="+65" />
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <location line="-51" />
        <source>systemctl --user %1 %2 did not finish within %3 ms</source>
        <translation>systemctl --user %1 %2 が %3 ミリ秒以内に終わりませんでした</translation>
    </message>
    <message>
        <location line="+11" />
        <source>systemctl --user %1 %2 failed (exit code %3)</source>
        <translation>systemctl --user %1 %2 が失敗しました（終了コード %3）</translation>
    </message>
    <message>
        <location line="+31" />
        <source>cannot install the systemd user unit %1</source>
        <translation>systemd ユーザーユニット %1 をインストールできません</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalActions</name>
    <message>
        <location filename="../ui/tabs/TerminalActions.cpp" line="+23" />
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Paste &amp;Selection</source>
        <translation>選択範囲を貼り付け(&amp;S)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Reset Zoom</source>
        <translation>拡大率をリセット(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;lear Scrollback</source>
        <translation>スクロールバックを消去(&amp;L)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Re&amp;name Terminal…</source>
        <translation>ターミナルの名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give the terminal a name of your own (or double-click its tab)</source>
        <translation>ターミナルに独自の名前を付ける（またはタブをダブルクリック）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Profile…</source>
        <translation>プロファイル(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Font, colours, scrollback, cursor and bell of the terminals</source>
        <translation>ターミナルのフォント、色、スクロールバック、カーソル、ベル</translation>
    </message>
    <message>
        <location line="+27" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;Terminal</source>
        <translation>ターミナル(&amp;T)</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalFindBar</name>
    <message>
        <location filename="../ui/tabs/TerminalFindBar.cpp" line="+20" />
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+1" />
        <source>Find in terminal</source>
        <translation>ターミナル内を検索</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Find the previous match (Shift+Enter)</source>
        <translation>前の一致を検索（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Find the next match (Enter)</source>
        <translation>次の一致を検索（Enter）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Close (Escape)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Close the find bar</source>
        <translation>検索バーを閉じる</translation>
    </message>
    <message>
        <location line="+73" />
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalLauncher</name>
    <message>
        <location filename="../ui/tabs/TerminalLauncher.cpp" line="+30" />
        <source>There is no local sandbox to open the terminal in.</source>
        <translation>ターミナルを開くローカルサンドボックスがありません。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Could not create a session: %1</source>
        <translation>セッションを作成できませんでした：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Could not create a session.</source>
        <translation>セッションを作成できませんでした。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Could not open a terminal in session “%1”.</source>
        <translation>セッション「%1」でターミナルを開けませんでした。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Could not run “%1” in session “%2”: %3</source>
        <translation>セッション「%2」で「%1」を実行できませんでした：%3</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalMirrorBanner</name>
    <message>
        <location filename="../ui/tabs/TerminalMirrorBanner.cpp" line="+14" />
        <source>Take Over Input</source>
        <translation>入力を引き継ぐ</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Type into this terminal from this window too; its owner can still type.</source>
        <translation>このウィンドウからもこのターミナルに入力します。所有者も引き続き入力できます。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Watching %1’s terminal — input is off</source>
        <translation>%1 のターミナルを閲覧中 — 入力はオフです</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 × %2, as its owner sees it</source>
        <translation>%1 × %2（所有者の表示と同じ）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The mirror keeps the owner's columns and lines, so every line stays where the owner sees it; scroll to the rest of a larger terminal (Shift+wheel: sideways).</source>
        <translation>ミラーは所有者の列数と行数を保つため、各行は所有者に見えているのと同じ位置にあります。より大きなターミナルの残りはスクロールして表示します（Shift+ホイール：横方向）。</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalNames</name>
    <message>
        <location filename="../ui/sessions/TerminalNames.cpp" line="+15" />
        <source>main terminal</source>
        <translation>メインターミナル</translation>
    </message>
    <message>
        <location line="+3" />
        <source>terminal %1</source>
        <translation>ターミナル %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>command terminal</source>
        <translation>コマンド用ターミナル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>terminal “%1”</source>
        <translation>ターミナル「%1」</translation>
    </message>
    <message>
        <location line="+6" />
        <source>this window</source>
        <translation>このウィンドウ</translation>
    </message>
    <message>
        <location line="+5" />
        <source>an unknown client</source>
        <translation>不明なクライアント</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalSplitMenu</name>
    <message>
        <location filename="../ui/tabs/TerminalSplitMenu.cpp" line="+17" />
        <source>Split Left/Right in &amp;Session</source>
        <translation>セッションを選んで左右に分割(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Split Top/Botto&amp;m in Session</source>
        <translation>セッションを選んで上下に分割(&amp;M)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>No sessions to open</source>
        <translation>開けるセッションがありません</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A new shell in session %1</source>
        <translation>セッション %1 の新しいシェル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A new shell in session %1, in %2</source>
        <translation>セッション %1 の新しいシェル（%2）</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalTabs</name>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="+74" />
        <source>&lt;p style='font-size:large'&gt;No terminal open&lt;/p&gt;&lt;p&gt;Double-click a session, or select it and press Ctrl+Shift+T,&lt;br&gt;to open a terminal in its working directory with its environment.&lt;/p&gt;</source>
        <translation>&lt;p style='font-size:large'&gt;開いているターミナルはありません&lt;/p&gt;&lt;p&gt;セッションをダブルクリックするか、選択して&lt;br&gt;Ctrl+Shift+Tを押すと、そのセッションの&lt;br&gt;作業ディレクトリと環境変数でターミナルが開きます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+22" />
        <source>Find in Terminal…</source>
        <translation>ターミナル内を検索…</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalCloseQuestion.cpp" line="+61" />
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+5" />
        <source>Close Terminal</source>
        <translation>ターミナルを閉じる</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+2" />
        <source>Next Terminal</source>
        <translation>次のターミナル</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Previous Terminal</source>
        <translation>前のターミナル</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="+108" />
        <location line="+19" />
        <location line="+79" />
        <location line="+24" />
        <source>Terminals are not available for this sandbox.</source>
        <translation>このサンドボックスではターミナルを使用できません。</translation>
    </message>
    <message>
        <location line="-168" />
        <location line="+53" />
        <location line="+29" />
        <location line="+69" />
        <source>Could not open a terminal in session “%1”.</source>
        <translation>セッション「%1」でターミナルを開けませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+12" />
        <source>Split &amp;Left/Right</source>
        <translation>左右に分割(&amp;L)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Split &amp;Top/Bottom</source>
        <translation>上下に分割(&amp;T)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Focus Left Pane</source>
        <translation>左のペインにフォーカス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Focus Right Pane</source>
        <translation>右のペインにフォーカス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Focus Pane Above</source>
        <translation>上のペインにフォーカス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Focus Pane Below</source>
        <translation>下のペインにフォーカス</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Expand Pane</source>
        <translation>ペインを広げる</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shrink Pane</source>
        <translation>ペインを狭める</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="-165" />
        <source>The terminal cannot be split while its sandbox is not connected.</source>
        <translation>サンドボックスが接続されていない間はターミナルを分割できません。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The sandbox has no session “%1”.</source>
        <translation>サンドボックスにセッション「%1」はありません。</translation>
    </message>
    <message>
        <location line="+193" />
        <source>Could not watch the terminal in session “%1”.</source>
        <translation>セッション「%1」のターミナルを閲覧できませんでした。</translation>
    </message>
    <message>
        <location line="+453" />
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 (%2)</source>
        <comment>a tab's title, then its number among tabs titled alike</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalPane.cpp" line="+14" />
        <location line="+4" />
        <source>%1 · %2</source>
        <comment>tab title: shell title · session</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="-15" />
        <source>Panes in sessions %1</source>
        <translation>ペインのセッション：%1</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalPane.cpp" line="+25" />
        <source>Runs: %1</source>
        <translation>実行：%1</translation>
    </message>
    <message>
        <location line="-23" />
        <source>%1 (watching)</source>
        <translation>%1（閲覧中）</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Watching %1’s terminal — input is off</source>
        <translation>%1 のターミナルを閲覧中 — 入力はオフです</translation>
    </message>
    <message>
        <location line="-22" />
        <source>%1 (ended)</source>
        <translation>%1（終了）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (stopped)</source>
        <translation>%1（停止）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (disconnected)</source>
        <translation>%1（切断）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (reconnecting…)</source>
        <translation>%1（再接続中…）</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Connection lost (%1), reconnecting…</source>
        <translation>接続が切れました（%1）。再接続しています…</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="+85" />
        <source>Rename Terminal</source>
        <translation>ターミナルの名前を変更</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name of this terminal (empty: the shell's title):</source>
        <translation>このターミナルの名前（空欄ならシェルのタイトル）：</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalCloseQuestion.cpp" line="+1" />
        <source>“%1” is running in this terminal.</source>
        <translation>このターミナルでは「%1」が実行中です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Detach keeps the shell and what runs in it; the session opens it again with its output. End stops it.</source>
        <translation>「切り離す」とシェルとその中で動いているものは残り、セッションから出力ごと再び開けます。「終了」すると停止します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Detach</source>
        <translation>切り離す(&amp;D)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;End</source>
        <translation>終了(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalPane.cpp" line="-8" />
        <source>Session %1</source>
        <translation>セッション%1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalView</name>
    <message>
        <location filename="../ui/terminal/TerminalView.cpp" line="+72" />
        <source>The shell's screen: what you type goes to the program running in it</source>
        <translation>シェルの画面。入力した内容はその中で動いているプログラムに送られます</translation>
    </message>
    <message>
        <location line="+74" />
        <source>[Connection lost (%1), reconnecting…]</source>
        <translation>[接続が切れました（%1）。再接続しています…]</translation>
    </message>
    <message>
        <location line="+4" />
        <source>[The terminal has ended]</source>
        <translation>[ターミナルは終了しました]</translation>
    </message>
    <message>
        <location line="+5" />
        <source>[Disconnected: %1]</source>
        <translation>[切断されました：%1]</translation>
    </message>
    <message>
        <location line="+78" />
        <source>[The command has ended (exit %1)]</source>
        <translation>[コマンドが終了しました（終了コード %1）]</translation>
    </message>
    <message>
        <location line="+1" />
        <source>[Process exited with code %1]</source>
        <translation>[プロセスは終了コード %1 で終了しました]</translation>
    </message>
    <message>
        <location line="+1189" />
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Paste %n line(s) (%1 characters) into the terminal?</source>
        <translation>
            <numerusform>%n行（%1文字）をターミナルに貼り付けますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Line breaks run commands as soon as they are pasted.</source>
        <translation>改行が含まれていると、貼り付けた時点でコマンドが実行されます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/terminal/TerminalAccessible.cpp" line="+56" />
        <source>Terminal</source>
        <translation>ターミナル</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Terminal: %1</source>
        <translation>ターミナル: %1</translation>
    </message>
</context>
<context>
    <name>sandman::TimeoutEdit</name>
    <message>
        <location filename="../ui/sessions/TimeoutEdit.cpp" line="+21" />
        <source>No timeout</source>
        <translation>タイムアウトなし</translation>
    </message>
    <message>
        <location line="+8" />
        <source>milliseconds</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1" />
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Timeout</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Timeout unit</source>
        <translation>タイムアウトの単位</translation>
    </message>
</context>
<context>
    <name>sandman::TokenStore</name>
    <message>
        <location filename="../ui/connect/TokenStore.cpp" line="+24" />
        <source>No token is stored for this agent.</source>
        <translation>このエージェントのトークンは保存されていません。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The keyring refused access.</source>
        <translation>キーリングがアクセスを拒否しました。</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+8" />
        <source>No system keyring is available, so tokens are not remembered: enter the token again (or use a token file) after a restart.</source>
        <translation>システムのキーリングがないため、トークンは記憶されません。再起動後にトークンをもう一度入力してください（またはトークンファイルを使ってください）。</translation>
    </message>
    <message>
        <location line="+44" />
        <location line="+18" />
        <source>No system keyring support was built in.</source>
        <translation>システムキーリングのサポートが組み込まれていません。</translation>
    </message>
</context>
<context>
    <name>sandman::UserNetwork</name>
    <message>
        <location filename="../core/isolation/UserNetwork.cpp" line="+55" />
        <source>slirp4netns is not installed (Debian package slirp4netns)</source>
        <translation>slirp4netns がインストールされていません（Debian パッケージ slirp4netns）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>/dev/net/tun is not usable: %1</source>
        <translation>/dev/net/tun を使えません：%1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot make a pipe: %1</source>
        <translation>パイプを作成できません：%1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot start slirp4netns: %1</source>
        <translation>slirp4netns を起動できません：%1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>slirp4netns failed (exit status %1)</source>
        <translation>slirp4netns が失敗しました（終了ステータス %1）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>slirp4netns did not get ready within %1 ms</source>
        <translation>slirp4netns が %1 ミリ秒以内に準備完了になりませんでした</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot reach slirp4netns to forward port %1: %2</source>
        <translation>ポート %1 を転送するために slirp4netns に接続できません：%2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>cannot forward port %1: %2</source>
        <translation>ポート %1 を転送できません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::WebSocketTransport</name>
    <message>
        <location filename="../core/client/WebSocketTransport.cpp" line="+108" />
        <source>connecting to %1 timed out</source>
        <translation>%1への接続がタイムアウトしました</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+30" />
        <location line="+80" />
        <source>the connection to %1 was closed</source>
        <translation>%1との接続が閉じられました</translation>
    </message>
    <message>
        <location line="-56" />
        <source>TLS error: %1</source>
        <translation>TLS エラー：%1</translation>
    </message>
    <message>
        <location line="+69" />
        <source>the agent refused the token</source>
        <translation>エージェントがトークンを拒否しました</translation>
    </message>
    <message>
        <location line="+50" />
        <source>a request with id %1 is already in flight</source>
        <translation>ID %1のリクエストはすでに処理中です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not connected to %1</source>
        <translation>%1に接続されていません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not connected: %1</source>
        <translation>接続されていません：%1</translation>
    </message>
    <message>
        <location line="+88" />
        <source>the agent at %1 stopped answering</source>
        <translation>%1のエージェントが応答しなくなりました</translation>
    </message>
</context>
<context>
    <name>sandmanctl</name>
    <message>
        <location filename="../app/sandmanctl/main.cpp" line="+85" />
        <source>Usage: sandmanctl [options] VERB [arguments]</source>
        <translation>使い方: sandmanctl [オプション] 動詞 [引数]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Drive Sandman's sandboxes from a terminal.</source>
        <translation>端末から Sandman のサンドボックスを操作します。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Verbs:</source>
        <translation>動詞:</translation>
    </message>
    <message>
        <location line="+11" />
        <source>“sandmanctl VERB --help” describes a verb; man sandmanctl lists the exit statuses.</source>
        <translation>“sandmanctl 動詞 --help” で動詞の説明を表示します。終了ステータスの一覧は man sandmanctl にあります。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <location line="+35" />
        <source>usage: sandmanctl %1 %2</source>
        <translation>使い方: sandmanctl %1 %2</translation>
    </message>
    <message>
        <location line="+43" />
        <source>unknown verb “%1” (sandmanctl --help lists them)</source>
        <translation>不明な動詞 “%1”（sandmanctl --help で一覧を表示できます）</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Arguments.cpp" line="+18" />
        <source>%1 takes a duration such as 30s, 500ms or 2m, not “%2”</source>
        <translation>%1 には 30s、500ms、2m のような時間を指定してください（“%2” は不可）</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 takes NAME=VALUE, not “%2”</source>
        <translation>%1 には NAME=VALUE を指定してください（“%2” は不可）</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1 takes a number, not “%2”</source>
        <translation>%1 には数値を指定してください（“%2” は不可）</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/AttachSession.cpp" line="+90" />
        <source>[detached from %1]</source>
        <translation>[%1 からデタッチしました]</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Await.cpp" line="+13" />
        <source>access refused: %1</source>
        <translation>アクセスが拒否されました: %1</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Await.h" line="+43" />
        <location filename="../app/sandmanctl/CheckpointVerbs.cpp" line="+173" />
        <location filename="../app/sandmanctl/Context.cpp" line="+114" />
        <location filename="../app/sandmanctl/ExecVerb.cpp" line="+93" />
        <location filename="../app/sandmanctl/ProcessVerbs.cpp" line="+43" />
        <location line="+177" />
        <location line="+107" />
        <location filename="../app/sandmanctl/TerminalAccess.cpp" line="+55" />
        <source>interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>timed out</source>
        <translation>タイムアウトしました</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Context.cpp" line="-76" />
        <source>cannot write the output: %1</source>
        <translation>出力を書き込めません: %1</translation>
    </message>
    <message>
        <location line="+61" />
        <location line="+24" />
        <source>%1 wants an access token: give --token-file FILE</source>
        <translation>%1 にはアクセストークンが必要です: --token-file FILE で指定してください</translation>
    </message>
    <message>
        <location line="-22" />
        <location line="+25" />
        <source>%1 refused the access token</source>
        <translation>%1 がアクセストークンを拒否しました</translation>
    </message>
    <message>
        <location line="-19" />
        <source>cannot reach %1: %2</source>
        <translation>%1 に接続できません: %2</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/CopyVerb.cpp" line="+54" />
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+35" />
        <source>%1 is a folder: copy it with -r</source>
        <translation>%1 はフォルダーです: -r を付けてコピーしてください</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a folder cannot go to stdout</source>
        <translation>フォルダーは標準出力に出せません</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Copy files into or out of the sandbox (SESSION:PATH on its side; - is stdin or stdout).</source>
        <translation>サンドボックスとの間でファイルをコピーします（サンドボックス側は SESSION:PATH、- は標準入力または標準出力）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Copy folders with what they hold.</source>
        <translation>フォルダーを中身ごとコピーします。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cp copies between this machine and the sandbox: one side is SESSION:PATH</source>
        <translation>cp はこのマシンとサンドボックスの間でコピーします: 一方は SESSION:PATH にしてください</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/ExecVerb.cpp" line="-69" />
        <source>Run a command in a session's shell; its output and exit status become sandmanctl's.</source>
        <translation>セッションのシェルでコマンドを実行します。その出力と終了ステータスが sandmanctl のものになります。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Kill the command after this long (e.g. 30s; 0: none). Default: the session's timeout.</source>
        <translation>この時間が過ぎたらコマンドを終了します（例: 30s、0 は無制限）。既定: セッションのタイムアウト。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Set this variable for this command only (repeatable).</source>
        <translation>このコマンドだけにこの変数を設定します（繰り返し可）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run the command in this directory.</source>
        <translation>このディレクトリでコマンドを実行します。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>exec needs a command after --</source>
        <translation>exec には -- の後にコマンドが必要です</translation>
    </message>
    <message>
        <location line="+28" />
        <source>the command timed out and was killed</source>
        <translation>コマンドがタイムアウトし、終了されました</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/GlobalOptions.cpp" line="+13" />
        <source>The sandbox: a remote saved by the window (its name), a ws:// or wss:// URL, or k8s://CONTEXT/NAMESPACE/NAME. Default: the local sandbox ($SANDMAN_SANDBOX).</source>
        <translation>サンドボックス: ウィンドウに保存したリモート（その名前）、ws:// または wss:// の URL、または k8s://CONTEXT/NAMESPACE/NAME。既定: ローカルサンドボックス（$SANDMAN_SANDBOX）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>File holding the access token (default: $SANDMAN_TOKEN_FILE, then the keyring).</source>
        <translation>アクセストークンを格納したファイル（既定: $SANDMAN_TOKEN_FILE、次にキーリング）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Workspace folder of the local sandbox (as sandman --workspace).</source>
        <translation>ローカルサンドボックスのワークスペースフォルダー（sandman --workspace と同じ）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Output format: table or json.</source>
        <translation>出力形式: table または json。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Language: en, zh_CN or ja.</source>
        <translation>言語: en、zh_CN または ja。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>-o takes table or json, not “%1”</source>
        <translation>-o には table または json を指定してください（“%1” は不可）</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/ProcessVerbs.cpp" line="-261" />
        <source>unknown signal “%1” (TERM, KILL, INT, HUP, STOP, CONT, QUIT, USR1, USR2)</source>
        <translation>不明なシグナル “%1”（TERM、KILL、INT、HUP、STOP、CONT、QUIT、USR1、USR2）</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Give up after this long (e.g. 30s).</source>
        <translation>この時間が過ぎたらあきらめます（例: 30s）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>List every process of the sandbox, parents first.</source>
        <translation>サンドボックスのすべてのプロセスを、親を先にして一覧表示します。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Signal background processes (by id, with their whole tree) or sandbox processes (by number).</source>
        <translation>バックグラウンドプロセス（ID 指定、プロセスツリー全体）またはサンドボックスのプロセス（番号指定）にシグナルを送ります。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The signal (default TERM).</source>
        <translation>シグナル（既定は TERM）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Print a background process's output.</source>
        <translation>バックグラウンドプロセスの出力を表示します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Keep printing until the process exits.</source>
        <translation>プロセスが終了するまで表示し続けます。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Wait for a port to listen, a file to exist, a process to exit, or text in a log or a terminal.</source>
        <translation>ポートの待ち受け、ファイルの出現、プロセスの終了、またはログや端末へのテキストの出現を待ちます。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Print the sandbox's activity feed as JSON lines.</source>
        <translation>サンドボックスのアクティビティフィードを JSON 行で表示します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Keep printing new events.</source>
        <translation>新しいイベントを表示し続けます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Start after this sequence number (resume where you left).</source>
        <translation>このシーケンス番号の後から始めます（中断したところから再開）。</translation>
    </message>
    <message>
        <location line="+27" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+135" />
        <source>state</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+26" />
        <location line="+35" />
        <source>session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="-31" />
        <location line="+32" />
        <source>command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+65" />
        <source>timed out waiting for %1 %2</source>
        <translation>%1 %2 の待機がタイムアウトしました</translation>
    </message>
    <message>
        <location line="+7" />
        <source>no such port: %1</source>
        <translation>そのようなポートはありません: %1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>usage: sandmanctl wait %1</source>
        <translation>使い方: sandmanctl wait %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--since takes a sequence number</source>
        <translation>--since にはシーケンス番号を指定してください</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 events before %2 are no longer kept</source>
        <translation>%2 より前の %1 件のイベントはもう保持されていません</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/DirectAttach.cpp" line="+242" />
        <location filename="../app/sandmanctl/ProcessVerbs.cpp" line="+12" />
        <source>the connection to the sandbox was lost</source>
        <translation>サンドボックスとの接続が切れました</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/CheckpointVerbs.cpp" line="-144" />
        <source>give a checkpoint or command id</source>
        <translation>チェックポイントかコマンドの ID を指定してください</translation>
    </message>
    <message>
        <location line="+80" />
        <source>(by %1, process %2)</source>
        <translation>（%1 による、プロセス %2）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Binary files %1 and %2 differ</source>
        <translation>バイナリファイル %1 と %2 は異なります</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: too large to diff (%2 bytes before, %3 after)</source>
        <translation>%1: 大きすぎて差分を表示できません（変更前 %2 バイト、変更後 %3 バイト）</translation>
    </message>
    <message>
        <location line="+50" />
        <source>y</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Take a checkpoint of the sandbox's workspace now (or list the checkpoints).</source>
        <translation>サンドボックスのワークスペースのチェックポイントを今すぐ作成します（またはチェックポイントを一覧表示します）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name the checkpoint.</source>
        <translation>チェックポイントに名前を付けます。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>List the checkpoints instead (as ls checkpoints).</source>
        <translation>代わりにチェックポイントを一覧表示します（ls checkpoints と同じ）。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Show what a checkpoint or a command changed, or what differs between two checkpoints: the files created, modified and deleted, and a unified diff of each.</source>
        <translation>チェックポイントやコマンドが何を変更したか、または 2 つのチェックポイントの違いを表示します。作成・変更・削除されたファイルと、それぞれの unified diff です。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Only list the changed files.</source>
        <translation>変更されたファイルだけを一覧表示します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Only print the unified diff (for patch or git apply).</source>
        <translation>統合形式の差分だけを出力します（patch や git apply 用）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Restore the workspace (or these paths) to a checkpoint, or undo a command's changes. Shows what would change first; restores with --yes or when confirmed.</source>
        <translation>ワークスペース（またはこれらのパス）をチェックポイントの状態に復元するか、コマンドの変更を元に戻します。まず変更内容を表示し、--yes を指定するか確認すると復元します。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Restore without asking.</source>
        <translation>確認せずに復元します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Only show what would change.</source>
        <translation>変更される内容を表示するだけにします。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>checkpoints are off for this sandbox: %1</source>
        <translation>このサンドボックスではチェックポイントがオフです: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+1" />
        <source>reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1" />
        <source>changes</source>
        <translation>変更</translation>
    </message>
    <message>
        <location line="+1" />
        <source>command id</source>
        <translation>コマンド ID</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="-141" />
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+14" />
        <source>sandmanctl: checkpoints are not ready yet (the first read of the workspace is still running)
</source>
        <translation>sandmanctl: チェックポイントはまだ準備できていません（ワークスペースの最初の読み取りが進行中です）
</translation>
    </message>
    <message>
        <location line="+14" />
        <source>checkpoint takes --name or --list, not both</source>
        <translation>checkpoint には --name か --list のどちらか一方を指定します</translation>
    </message>
    <message>
        <location line="+11" />
        <source>the checkpoint failed: %1</source>
        <translation>チェックポイントに失敗しました: %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>diff takes --stat or --patch, not both</source>
        <translation>diff には --stat か --patch のどちらか一方を指定します</translation>
    </message>
    <message>
        <location line="+69" />
        <source>sandmanctl: %1 changes in all; the first %2 are listed
</source>
        <translation>sandmanctl: 変更は全部で %1 件、最初の %2 件を表示しています
</translation>
    </message>
    <message>
        <location line="+23" />
        <source>restore takes --yes or --preview, not both</source>
        <translation>restore には --yes か --preview のどちらか一方を指定します</translation>
    </message>
    <message>
        <location line="+13" />
        <source>sandmanctl: nothing to restore: the files are as they were
</source>
        <translation>sandmanctl: 復元するものはありません。ファイルは当時のままです
</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Restore what is listed above? [y/N] </source>
        <translation>上記の内容を復元しますか？ [y/N] </translation>
    </message>
    <message>
        <location line="+2" />
        <source>sandmanctl: nothing restored (give --yes to restore)
</source>
        <translation>sandmanctl: 何も復元していません（復元するには --yes を指定してください）
</translation>
    </message>
    <message>
        <location line="+22" />
        <source>sandmanctl: restored; checkpoint %1 is how it was before (sandmanctl restore %1 goes back)
</source>
        <translation>sandmanctl: 復元しました。チェックポイント %1 が復元前の状態です（sandmanctl restore %1 で戻せます）
</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 of the paths could not be restored</source>
        <translation>%1 個のパスを復元できませんでした</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+1" />
        <source>url</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(the local sandbox)</source>
        <translation>（ローカルサンドボックス）</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Set this variable in the new session (repeatable).</source>
        <translation>新しいセッションにこの変数を設定します（繰り返し可）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Working directory of the new session.</source>
        <translation>新しいセッションの作業ディレクトリ。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Default command timeout of the new session (e.g. 30s).</source>
        <translation>新しいセッションの既定のコマンドタイムアウト（例: 30s）。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Create a session (a persistent shell with its own environment).</source>
        <translation>セッション（独自の環境を持つ永続シェル）を作成します。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Delete sessions, ending their commands and processes.</source>
        <translation>セッションを削除し、そのコマンドとプロセスを終了します。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Show or change a session's environment variables.</source>
        <translation>セッションの環境変数を表示または変更します。</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/CheckpointVerbs.cpp" line="-216" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+26" />
        <location line="+58" />
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="-109" />
        <source>List the sandbox's sessions, terminals, background processes or checkpoints, or the sandboxes.</source>
        <translation>サンドボックスのセッション、ターミナル、バックグラウンドプロセス、チェックポイント、またはサンドボックスを一覧表示します。</translation>
    </message>
    <message>
        <location line="+53" />
        <source>timeout</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cwd</source>
        <translation>作業ディレクトリ</translation>
    </message>
    <message>
        <location line="+3" />
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <location line="+21" />
        <source>terminal</source>
        <translation>端末</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+30" />
        <source>pid</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="-29" />
        <source>viewers</source>
        <translation>閲覧者</translation>
    </message>
    <message>
        <location line="+2" />
        <source>title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location line="+28" />
        <source>status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>exit</source>
        <translation>終了コード</translation>
    </message>
    <message>
        <location line="+12" />
        <source>ls lists sessions, terminals, processes, checkpoints or sandboxes, not “%1”</source>
        <translation>ls で一覧表示できるのは sessions、terminals、processes、checkpoints、sandboxes です。「%1」ではありません</translation>
    </message>
    <message>
        <location line="+42" />
        <source>env ID list takes no more arguments</source>
        <translation>env ID list にはこれ以上の引数を指定できません</translation>
    </message>
    <message>
        <location line="+25" />
        <source>not a variable name: “%1”</source>
        <translation>変数名ではありません: “%1”</translation>
    </message>
    <message>
        <location line="+7" />
        <source>env takes list, set or unset, not “%1”</source>
        <translation>env には list、set、unset のいずれかを指定してください（“%1” は不可）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>env %1 needs at least one variable</source>
        <translation>env %1 には変数が少なくとも 1 つ必要です</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Target.cpp" line="+27" />
        <source>cannot read the token file %1: %2</source>
        <translation>トークンファイル %1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+43" />
        <source>no sandbox “%1”: give a ws:// URL or the name of a remote saved in the window (sandmanctl ls sandboxes)</source>
        <translation>サンドボックス “%1” はありません: ws:// の URL か、ウィンドウに保存したリモートの名前を指定してください（sandmanctl ls sandboxes）</translation>
    </message>
    <message>
        <location line="+47" />
        <source>the local sandbox</source>
        <translation>ローカルサンドボックス</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+5" />
        <source>cannot start the local sandbox: %1</source>
        <translation>ローカルサンドボックスを起動できません: %1</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/DirectAttach.cpp" line="-115" />
        <source>cannot open this terminal: %1</source>
        <translation>この端末を開けません: %1</translation>
    </message>
    <message>
        <location line="+33" />
        <location filename="../app/sandmanctl/TerminalAccess.cpp" line="+3" />
        <source>the terminal has ended (exit status %1)</source>
        <translation>端末は終了しています（終了ステータス %1）</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../app/sandmanctl/TerminalAccess.cpp" line="+4" />
        <source>the terminal did not open in time</source>
        <translation>端末が時間内に開きませんでした</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/TerminalVerbs.cpp" line="+24" />
        <source>Attach this terminal to a session's terminal (started if it does not run); Ctrl-\ detaches.</source>
        <translation>この端末をセッションの端末にアタッチします（実行されていなければ起動します）。Ctrl-\ でデタッチします。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Watch only: send no input.</source>
        <translation>閲覧のみ: 入力を送りません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The key that detaches (default C-\).</source>
        <translation>デタッチするキー（既定は C-\）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Relay through the agent's WebSocket even when the agent runs on this machine and could drive this terminal itself.</source>
        <translation>エージェントがこのマシンで動いていてこの端末を直接扱える場合でも、エージェントの WebSocket を経由して中継します。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Type text into a running terminal of a session.</source>
        <translation>セッションの実行中の端末にテキストを入力します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Press Enter after the text.</source>
        <translation>テキストの後に Enter を押します。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Print what a running terminal shows.</source>
        <translation>実行中の端末の表示内容を出力します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Also this many lines above the screen (-1: all kept).</source>
        <translation>画面より上のこの行数も出力します（-1: 保持されているすべて）。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>--detach-key takes a control key such as C-\ or C-], not “%1”</source>
        <translation>--detach-key には C-\ や C-] のような制御キーを指定してください（“%1” は不可）</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/TmuxShim.cpp" line="+105" />
        <source>Write a “tmux” into DIR that runs tmux commands as terminals of Sandman sessions (put DIR first on PATH).</source>
        <translation>tmux コマンドを Sandman セッションの端末として実行する “tmux” を DIR に書き出します（DIR を PATH の先頭に置いてください）。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Run a tmux command against Sandman (what the shim calls).</source>
        <translation>Sandman に対して tmux コマンドを実行します（シムが呼び出すもの）。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot create %1</source>
        <translation>%1 を作成できません</translation>
    </message>
    <message>
        <location line="+147" />
        <source>the Sandman tmux shim does not support “%1”</source>
        <translation>Sandman の tmux シムは “%1” に対応していません</translation>
    </message>
    <message>
        <location line="+263" />
        <source>the Sandman tmux shim captures to stdout only (capture-pane -p)</source>
        <translation>Sandman の tmux シムは標準出力へのキャプチャ（capture-pane -p）のみ対応しています</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/ClusterTarget.cpp" line="+92" />
        <source>a cluster sandbox is k8s://CONTEXT/NAMESPACE/NAME (CONTEXT empty: the kubeconfig's current one), not “%1”</source>
        <translation>クラスターのサンドボックスは k8s://CONTEXT/NAMESPACE/NAME の形式です（CONTEXT が空なら kubeconfig の現在のコンテキスト）。「%1」ではありません</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1: its Secret %2 has no “%3” value, so there is no token for its agent</source>
        <translation>%1: Secret %2 に「%3」の値がないため、エージェントのトークンがありません</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/OpenVerb.cpp" line="+52" />
        <source>the window refused: %1</source>
        <translation>ウィンドウが拒否しました: %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Raise Sandman's window on the session's tab (one is opened if it has none), or start the window on it; with --sandbox, a remote agent's or a cluster sandbox's session (the window connects to it).</source>
        <translation>Sandman のウィンドウをそのセッションのタブで前面に出します（タブがなければ開きます）。ウィンドウがなければそのセッションで起動します。--sandbox を付けるとリモートエージェントまたはクラスターのサンドボックスのセッションを開きます（ウィンドウがそこに接続します）。</translation>
    </message>
    <message>
        <location line="+51" />
        <source>no Sandman window runs and the sandman program is not installed</source>
        <translation>Sandman のウィンドウは実行されておらず、sandman プログラムもインストールされていません</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot start %1: %2</source>
        <translation>%1 を起動できません: %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>the window (process %1) did not answer in time</source>
        <translation>ウィンドウ（プロセス %1）が時間内に応答しませんでした</translation>
    </message>
</context>
</TS>
