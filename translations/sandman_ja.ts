<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AgentServer</name>
    <message>
        <location filename="../core/server/AgentServer.cpp" line="+193"/>
        <source>the request head did not arrive in time</source>
        <translation>リクエストヘッダーが時間内に届きませんでした</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>invalid access token</source>
        <translation>アクセストークンが無効です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>アクセストークンがありません（Authorization: Bearer または access_token）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many connections</source>
        <translation>接続が多すぎます</translation>
    </message>
</context>
<context>
    <name>EventRoutes</name>
    <message>
        <location filename="../core/server/routes/EventRoutes.cpp" line="+40"/>
        <source>since must be a sequence number (an integer ≥ 0)</source>
        <translation>since はシーケンス番号（0 以上の整数）でなければなりません</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスは終了処理中です</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>command %1 is not queued or running</source>
        <translation>コマンド %1 は待機中でも実行中でもありません</translation>
    </message>
</context>
<context>
    <name>EventSubscriber</name>
    <message>
        <location filename="../core/server/routes/EventSubscriber.cpp" line="+64"/>
        <source>the sandbox went away</source>
        <translation>サンドボックスがなくなりました</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 events before seq %2 are no longer kept (the agent keeps the newest %3 events, at most %4 bytes)</source>
        <translation>シーケンス %2 より前の %1 件のイベントはもう保持されていません（エージェントは最新の %3 件、最大 %4 バイトを保持します）</translation>
    </message>
</context>
<context>
    <name>EventSubscription</name>
    <message>
        <location filename="../core/client/EventSubscription.cpp" line="+50"/>
        <source>no transport</source>
        <translation>トランスポートがありません</translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <location filename="../core/server/HttpConnection.cpp" line="+116"/>
        <source>invalid access token</source>
        <translation>アクセストークンが無効です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>アクセストークンがありません（Authorization: Bearer または access_token）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>origin %1 is not allowed (see --allow-origin)</source>
        <translation>オリジン %1 は許可されていません（--allow-origin を参照）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the request body is not valid JSON: %1</source>
        <translation>リクエスト本文が有効な JSON ではありません：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request body must be a JSON object</source>
        <translation>リクエスト本文は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sandbox is shutting down</source>
        <translation>サンドボックスは終了処理中です</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>the request did not arrive in time</source>
        <translation>リクエストが時間内に届きませんでした</translation>
    </message>
</context>
<context>
    <name>HttpRequestParser</name>
    <message>
        <location filename="../core/server/HttpRequestParser.cpp" line="+110"/>
        <location line="+7"/>
        <source>%1 too long (limit %2 bytes)</source>
        <translation>%1 が長すぎます（上限 %2 バイト）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>lines must end with CRLF</source>
        <translation>行は CRLF で終わらなければなりません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>request line</source>
        <translation>リクエスト行</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+193"/>
        <source>request head too large (limit %1 bytes)</source>
        <translation>リクエストヘッダーが大きすぎます（上限 %1 バイト）</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>request head</source>
        <translation>リクエストヘッダー</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>malformed request line (expected: METHOD target HTTP/1.1)</source>
        <translation>リクエスト行の形式が不正です（正しい形式：METHOD target HTTP/1.1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>malformed method</source>
        <translation>メソッドの形式が不正です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>malformed HTTP version</source>
        <translation>HTTP バージョンの形式が不正です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only HTTP/1.0 and HTTP/1.1 are supported</source>
        <translation>HTTP/1.0 と HTTP/1.1 のみ対応しています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>request target too long (limit %1 bytes)</source>
        <translation>リクエストターゲットが長すぎます（上限 %1 バイト）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request target must be a path starting with /</source>
        <translation>リクエストターゲットは / で始まるパスでなければなりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>method %1 is not implemented</source>
        <translation>メソッド %1 は実装されていません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>folded header lines are not accepted</source>
        <translation>折り返されたヘッダー行は受け付けません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>malformed header line</source>
        <translation>ヘッダー行の形式が不正です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>control characters in header %1</source>
        <translation>ヘッダー %1 に制御文字があります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too many headers (limit %1)</source>
        <translation>ヘッダーが多すぎます（上限 %1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>an HTTP/1.1 request needs a Host header</source>
        <translation>HTTP/1.1 のリクエストには Host ヘッダーが必要です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>malformed Content-Length</source>
        <translation>Content-Length の形式が不正です</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>both Content-Length and Transfer-Encoding</source>
        <translation>Content-Length と Transfer-Encoding の両方があります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer-Encoding in an HTTP/1.0 request</source>
        <translation>HTTP/1.0 のリクエストに Transfer-Encoding があります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transfer coding &quot;%1&quot; is not supported (only chunked)</source>
        <translation>転送コーディング「%1」には対応していません（chunked のみ）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 needs Content-Length or chunked coding</source>
        <translation>%1 には Content-Length か chunked コーディングが必要です</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+35"/>
        <source>request body too large (limit %1 bytes)</source>
        <translation>リクエスト本文が大きすぎます（上限 %1 バイト）</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>chunk size line</source>
        <translation>チャンクサイズ行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed chunk size</source>
        <translation>チャンクサイズの形式が不正です</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>chunk data not followed by CRLF</source>
        <translation>チャンクデータの後に CRLF がありません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>trailer</source>
        <translation>トレーラー</translation>
    </message>
</context>
<context>
    <name>sandman</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+36"/>
        <source>cannot set %1: %2</source>
        <translation>%1 を設定できません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::AboutBox</name>
    <message>
        <location filename="../ui/main/AboutBox.cpp" line="+11"/>
        <source>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;A desktop session manager for sandboxes:&lt;br&gt;sessions, environment variables, terminals, processes and logs,&lt;br&gt;on this machine or on remote agents.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;サンドボックス用のデスクトップセッションマネージャーです。&lt;br&gt;このマシンまたはリモートエージェント上の&lt;br&gt;セッション、環境変数、ターミナル、プロセス、ログを管理します。&lt;/p&gt;&lt;p&gt;Apache License 2.0 の下でライセンスされています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About Sandman</source>
        <translation>Sandmanについて</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityController</name>
    <message>
        <location filename="../ui/activity/ActivityController.cpp" line="+129"/>
        <source>Could not run the command again: %1</source>
        <translation>コマンドを再実行できませんでした：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not cancel the command: %1</source>
        <translation>コマンドをキャンセルできませんでした：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityModel</name>
    <message>
        <location filename="../ui/activity/ActivityModel.cpp" line="+57"/>
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timed out</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (exit %1)</source>
        <translation>失敗（終了コード %1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>this window</source>
        <translation>このウィンドウ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>running %1</source>
        <translation>実行中 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client</source>
        <translation>クライアント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message numerus="yes">
        <location line="+145"/>
        <source>%n earlier event(s) missed: the agent no longer keeps them</source>
        <translation>
            <numerusform>それ以前の %n 件のイベントを取得できませんでした：エージェントはもう保持していません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>session created</source>
        <translation>セッションを作成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>session deleted</source>
        <translation>セッションを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment changed: %1</source>
        <translation>環境変数を変更：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>command timeout set to %1</source>
        <translation>コマンドのタイムアウトを %1 に設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>command timeout removed</source>
        <translation>コマンドのタイムアウトを解除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>terminal %1 opened</source>
        <translation>ターミナル %1 を開きました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminal %1 closed (exit %2)</source>
        <translation>ターミナル %1 を閉じました（終了コード %2）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>terminal %1: %n viewer(s)</source>
        <translation>
            <numerusform>ターミナル %1：閲覧者 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>file written: %1</source>
        <translation>ファイルを書き込み：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file deleted: %1</source>
        <translation>ファイルを削除：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>directory created: %1</source>
        <translation>ディレクトリを作成：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file moved: %1 → %2</source>
        <translation>ファイルを移動：%1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 context %2 created</source>
        <translation>%1 のコードコンテキスト %2 を作成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>code context %1 deleted</source>
        <translation>コードコンテキスト %1 を削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>code run: %1</source>
        <translation>コード実行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>code run finished</source>
        <translation>コードの実行が完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>code run failed</source>
        <translation>コードの実行に失敗</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityPane</name>
    <message>
        <location filename="../ui/activity/ActivityPane.cpp" line="+34"/>
        <source>Failed only</source>
        <translation>失敗のみ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Command</source>
        <translation>コマンドをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Output</source>
        <translation>出力をコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run Again</source>
        <translation>再実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Terminal</source>
        <translation>ターミナルを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Command</source>
        <translation>コマンドをキャンセル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All sessions</source>
        <translation>すべてのセッション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All clients</source>
        <translation>すべてのクライアント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one session only</source>
        <translation>1 つのセッションだけを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one client only</source>
        <translation>1 つのクライアントだけを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter commands</source>
        <translation>コマンドを絞り込む</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select a command to see its output.</source>
        <translation>コマンドを選択すると出力が表示されます。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>
[stdout: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stdout：全 %1 バイト、アクティビティには最初の %2 のみ保持]
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
[stderr: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stderr：全 %1 バイト、アクティビティには最初の %2 のみ保持]
</translation>
    </message>
</context>
<context>
    <name>sandman::CommandBar</name>
    <message>
        <location filename="../ui/main/CommandBar.cpp" line="+27"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running command and everything it started (Esc)</source>
        <translation>実行中のコマンドと、それが起動したものすべてを停止（Esc）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the command in the selected session; the output goes to the log</source>
        <translation>選択したセッションでコマンドを実行します。出力はログに表示されます</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run a command in session “%1”</source>
        <translation>セッション「%1」でコマンドを実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a session to run commands</source>
        <translation>コマンドを実行するにはセッションを選択してください</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cancelled after %1</source>
        <translation>%1 後にキャンセル</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The command failed unexpectedly.</source>
        <translation>コマンドが予期せず失敗しました。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectDialog</name>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+25"/>
        <source>Remember the token in the system keyring</source>
        <translation>トークンをシステムのキーリングに保存する</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to Remote Sandbox</source>
        <translation>リモートサンドボックスへの接続</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional, shown in the session list</source>
        <translation>省略可。セッション一覧に表示されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token printed by sandman-agent</source>
        <translation>sandman-agentが出力したアクセストークン</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No system keyring is available; the token is kept only while Sandman runs.</source>
        <translation>利用できるシステムキーリングがありません。トークンはSandmanの実行中のみ保持されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agent &amp;address:</source>
        <translation>エージェントのアドレス(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From &amp;File…</source>
        <translation>ファイルから(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the token from a token file (its first line)</source>
        <translation>トークンファイルからトークンを読み込む（1 行目）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Token File</source>
        <translation>トークンファイル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Access &amp;token:</source>
        <translation>アクセストークン(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.</source>
        <translation>sandman-agentのアドレスを入力してください（例：ws://127.0.0.1:7681/ws）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a valid address.</source>
        <translation>有効なアドレスではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address must start with ws:// or wss://.</source>
        <translation>アドレスはws://またはwss://で始まる必要があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address needs a host name.</source>
        <translation>アドレスにはホスト名が必要です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds no token on its first line.</source>
        <translation>%1 の 1 行目にトークンがありません。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectionStatus</name>
    <message>
        <location filename="../ui/main/ConnectionStatus.cpp" line="+24"/>
        <source>connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the agent refused the token</source>
        <translation>エージェントがトークンを拒否しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Sandboxes connected: %1 of %2</source>
        <translation>接続中のサンドボックス：%1 / %2</translation>
    </message>
</context>
<context>
    <name>sandman::DurationText</name>
    <message>
        <location filename="../ui/log/DurationText.cpp" line="+13"/>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
</context>
<context>
    <name>sandman::EnvEditorWidget</name>
    <message>
        <location filename="../ui/env/EnvEditorWidget.cpp" line="+27"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;pply</source>
        <translation>適用(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;vert</source>
        <translation>元に戻す(&amp;V)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter variables</source>
        <translation>変数を絞り込み</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Add a variable (Ctrl+N)</source>
        <translation>変数を追加します（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unset the selected variables when applied (Delete)</source>
        <translation>適用時に選択した変数を削除します（Delete）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit a value over several lines</source>
        <translation>値を複数行で編集します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send all pending changes to the session (Ctrl+S)</source>
        <translation>保留中の変更をすべてセッションに送信します（Ctrl+S）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard all pending changes</source>
        <translation>保留中の変更をすべて破棄します</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Applying…</source>
        <translation>適用しています…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Select a session to see its environment variables.</source>
        <translation>環境変数を表示するにはセッションを選択してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix the names marked in red before applying.</source>
        <translation>適用する前に、赤で示された名前を修正してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n pending change(s) in session “%1”.</source>
        <translation>
            <numerusform>セッション「%1」に保留中の変更が%n件あります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n variable(s) in session “%1”.</source>
        <translation>
            <numerusform>セッション「%1」の変数は%n個です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-201"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>sandman::EnvValueDelegate</name>
    <message>
        <location filename="../ui/env/EnvValueDelegate.cpp" line="+50"/>
        <source>Edit Value of %1</source>
        <translation>%1の値の編集</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The value is stored exactly as written, including newlines, quotes and $ signs.</source>
        <translation>値は改行、引用符、$記号も含め、入力したとおりに保存されます。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvVarTableModel</name>
    <message>
        <location filename="../ui/env/EnvVarTableModel.cpp" line="+225"/>
        <source>Invalid name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>無効な名前です。英字、数字、アンダースコアのみを使用し、数字で始めないでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate name: another variable already has this name.</source>
        <translation>名前が重複しています。この名前はほかの変数で使用されています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Will be unset when you apply.</source>
        <translation>適用すると削除されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New variable, not applied yet.</source>
        <translation>新しい変数です。まだ適用されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed, not applied yet.</source>
        <translation>変更済みです。まだ適用されていません。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>sandman::ErrorText</name>
    <message>
        <location filename="../ui/log/ErrorText.cpp" line="+10"/>
        <source>The request was refused as invalid.</source>
        <translation>無効なリクエストとして拒否されました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That path is a folder, not a file.</source>
        <translation>そのパスはファイルではなくフォルダーです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a usable Git repository address.</source>
        <translation>使用できる Git リポジトリのアドレスではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or folder in the sandbox.</source>
        <translation>サンドボックス内にそのファイルまたはフォルダーはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That process no longer exists.</source>
        <translation>そのプロセスはもう存在しません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That code context no longer exists.</source>
        <translation>そのコードコンテキストはもう存在しません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That session no longer exists.</source>
        <translation>そのセッションはもう存在しません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The repository has no such branch.</source>
        <translation>リポジトリにそのブランチはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The agent does not know this request; it may be older than this Sandman.</source>
        <translation>エージェントはこのリクエストを知りません。この Sandman より古い可能性があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A session with this ID exists already.</source>
        <translation>この ID のセッションはすでに存在します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sandbox is busy with this; try again in a moment.</source>
        <translation>サンドボックスはこの処理で使用中です。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The session&apos;s shell ended; it starts afresh on the next command.</source>
        <translation>セッションのシェルが終了しました。次のコマンドで新しく起動します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The session was deleted.</source>
        <translation>セッションは削除されました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large.</source>
        <translation>ファイルが大きすぎます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied in the sandbox.</source>
        <translation>サンドボックス内で権限がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The command could not be run.</source>
        <translation>コマンドを実行できませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Git failed.</source>
        <translation>Git が失敗しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Git repository was not found.</source>
        <translation>Git リポジトリが見つかりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A file or folder with that name exists already.</source>
        <translation>同じ名前のファイルまたはフォルダーがすでにあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process did not become ready in time.</source>
        <translation>プロセスが時間内に準備完了になりませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process ended before it became ready.</source>
        <translation>プロセスは準備完了になる前に終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The command ran into its timeout.</source>
        <translation>コマンドがタイムアウトしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The agent refused the token.</source>
        <translation>エージェントがトークンを拒否しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The agent could not understand the request.</source>
        <translation>エージェントがリクエストを理解できませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the sandbox was lost.</source>
        <translation>サンドボックスとの接続が切れました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sandbox reported an internal error.</source>
        <translation>サンドボックスが内部エラーを報告しました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) [%3]</source>
        <translation>%1（%2）[%3]</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandbox</name>
    <message>
        <location filename="../ui/main/LocalSandbox.cpp" line="+82"/>
        <source>isolation is turned off</source>
        <translation>分離はオフになっています</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>The local sandbox cannot be isolated: %1</source>
        <translation>ローカルサンドボックスを分離できません：%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local sandbox runs inside Sandman and ends with it.</source>
        <translation>ローカルサンドボックスは Sandman の中で動作し、Sandman と一緒に終了します。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The local sandbox ended unexpectedly; its processes and terminals are gone.</source>
        <translation>ローカルサンドボックスが予期せず終了しました。そのプロセスとターミナルは失われました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Starting it again.</source>
        <translation>%1もう一度起動します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The local sandbox could not be started again: %1</source>
        <translation>ローカルサンドボックスを再起動できませんでした：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Local sandbox: isolated</source>
        <translation>ローカルサンドボックス：分離済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Local sandbox: not isolated</source>
        <translation>ローカルサンドボックス：分離なし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confined with bubblewrap: the system is read-only, the workspace is at /workspace, and /tmp, the home folder and the processes are its own.</source>
        <translation>bubblewrap で隔離されています：システムは読み取り専用、ワークスペースは /workspace にあり、/tmp・ホームフォルダー・プロセスはサンドボックス専用です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commands run with your own files and processes within reach: %1</source>
        <translation>コマンドはあなた自身のファイルやプロセスにアクセスできる状態で実行されます：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It runs inside Sandman and ends when Sandman is closed.</source>
        <translation>Sandman の中で動作し、Sandman を閉じると終了します。</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandboxController</name>
    <message>
        <location filename="../ui/main/LocalSandboxController.cpp" line="+32"/>
        <location line="+27"/>
        <source>S&amp;top Local Sandbox…</source>
        <translation>ローカルサンドボックスを停止(&amp;T)…</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Local sandbox: stopped</source>
        <translation>ローカルサンドボックス：停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its sessions, processes and terminals have ended.</source>
        <translation>そのセッション、プロセス、ターミナルは終了しました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart Local Sandbox</source>
        <translation>ローカルサンドボックスを起動(&amp;T)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your sessions keep running when you close Sandman; Sandman reconnects when you open it again. File ▸ Stop Local Sandbox ends them.</source>
        <translation>Sandman を閉じてもセッションは動き続け、次に開いたときに再接続します。終了するには「ファイル ▸ ローカルサンドボックスを停止」を使います。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The local sandbox is running isolated with bubblewrap.</source>
        <translation>ローカルサンドボックスは bubblewrap で隔離されて動作中です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local sandbox is running without isolation.</source>
        <translation>ローカルサンドボックスは隔離なしで動作中です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running it without isolation needs a restart.</source>
        <translation>隔離なしで動かすには再起動が必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Isolating it needs a restart.</source>
        <translation>隔離するには再起動が必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart the Local Sandbox?</source>
        <translation>ローカルサンドボックスを再起動しますか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A restart ends every command, background process and terminal in it; the sessions come back with their environment, folder and timeout.</source>
        <translation>再起動すると、その中のすべてのコマンド、バックグラウンドプロセス、ターミナルが終了します。セッションは環境変数、フォルダー、タイムアウトとともに復元されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart</source>
        <translation>再起動(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep It Running</source>
        <translation>動かしたままにする(&amp;K)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart the Local Sandbox</source>
        <translation>ローカルサンドボックスを再起動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local sandbox could not be restarted: %1</source>
        <translation>ローカルサンドボックスを再起動できませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>session %1: %n command(s) running or queued</source>
        <translation>
            <numerusform>セッション %1：実行中または待機中のコマンド %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>background process %1 (pid %2): %3</source>
        <translation>バックグラウンドプロセス %1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>terminal %1 of session %2</source>
        <translation>セッション %2 のターミナル %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminal %1 of session %2, running “%3”</source>
        <translation>セッション %2 のターミナル %1（「%3」を実行中）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The local sandbox could not be started: %1</source>
        <translation>ローカルサンドボックスを起動できませんでした：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stop Local Sandbox</source>
        <translation>ローカルサンドボックスを停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the local sandbox? Every session&apos;s shell, command, background process and terminal in it ends.</source>
        <translation>ローカルサンドボックスを停止しますか？その中のすべてのセッションのシェル、コマンド、バックグラウンドプロセス、ターミナルが終了します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is running in it right now.</source>
        <translation>現在、その中で実行中のものはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running now:
%1</source>
        <translation>実行中：
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The local sandbox could not be stopped: %1</source>
        <translation>ローカルサンドボックスを停止できませんでした：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The local sandbox does not answer: %1</source>
        <translation>ローカルサンドボックスが応答しません：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restored after a restart: the session&apos;s environment, folder and timeout are back; its shell&apos;s history, functions and running commands are not.</source>
        <translation>再起動後に復元されました：セッションの環境変数、フォルダー、タイムアウトは戻りましたが、シェルの履歴、関数、実行中のコマンドは戻りません。</translation>
    </message>
</context>
<context>
    <name>sandman::LogModel</name>
    <message>
        <location filename="../ui/log/LogModel.cpp" line="+72"/>
        <source>
[output cut: %1 bytes in all, the first %2 kept]</source>
        <translation>
[出力を切り詰め：全 %1 バイト、最初の %2 バイトを保持]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>stopped by its %1 timeout after %2 (exit code %3)</source>
        <translation>%1 のタイムアウトにより %2 後に停止（終了コード %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>timed out after %1 (exit code %2)</source>
        <translation>%1 後にタイムアウト（終了コード %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exit code %1 in %2</source>
        <translation>終了コード %1、所要時間 %2</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>sandman::LogPane</name>
    <message>
        <location filename="../ui/log/LogPane.cpp" line="+41"/>
        <source>Filter log</source>
        <translation>ログを絞り込み</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected entries</source>
        <translation>選択した項目をコピーします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the visible entries to a file</source>
        <translation>表示中の項目をファイルに保存します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select an entry to see it whole</source>
        <translation>エントリーを選択すると全体が表示されます</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>running since %1</source>
        <translation>%1 から実行中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Errors (stderr)</source>
        <translation>エラー出力（stderr）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output (stdout)</source>
        <translation>出力（stdout）</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+6"/>
        <source>Save Log</source>
        <translation>ログの保存</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>ログファイル(*.log *.txt);;すべてのファイル(*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the log: %1</source>
        <translation>ログを保存できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>sandman::MainWindow</name>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+56"/>
        <source>Sandman</source>
        <translation>Sandman</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Could not end the terminal: %1</source>
        <translation>ターミナルを終了できませんでした：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;New Session…</source>
        <translation>新しいセッション(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New &amp;Terminal</source>
        <translation>新しいターミナル(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Delete Session</source>
        <translation>セッションの削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Copy Session ID</source>
        <translation>セッションIDのコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Refresh</source>
        <translation>最新の情報に更新(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Connect to Remote Sandbox…</source>
        <translation>リモートサンドボックスへの接続(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Disconnect Remote Sandbox</source>
        <translation>リモートサンドボックスから切断(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change &amp;Token…</source>
        <translation>トークンを変更(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the selected remote sandbox another access token</source>
        <translation>選択したリモートサンドボックスに別のアクセストークンを設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reconnect Now</source>
        <translation>今すぐ再接続(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;About Sandman</source>
        <translation>Sandmanについて(&amp;A)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Applied %n environment change(s).</source>
        <translation>
            <numerusform>環境変数の変更を%n件適用しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not apply: %1</source>
        <translation>適用できませんでした：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Activity</source>
        <translation>アクティビティ</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Session</source>
        <translation>セッション(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>System Default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The language changes when Sandman is started again.</source>
        <translation>Sandmanを再起動すると言語が切り替わります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Loading the environment of “%1”…</source>
        <translation>「%1」の環境変数を読み込んでいます…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the environment: %1</source>
        <translation>環境変数を読み込めませんでした：%1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Session created; working directory: %1.</source>
        <translation>セッションを作成しました。作業ディレクトリ：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not create the session: %1</source>
        <translation>セッションを作成できませんでした：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delete Session</source>
        <translation>セッションの削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete session “%1”? Its shell and every command and process it runs are ended.</source>
        <translation>セッション「%1」を削除しますか？シェルと、このセッションで実行中のすべてのコマンドおよびプロセスが終了します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Session deleted.</source>
        <translation>セッションを削除しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not delete the session: %1</source>
        <translation>セッションを削除できませんでした：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+35"/>
        <source>The token was not saved in the keyring: %1</source>
        <translation>トークンをキーリングに保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Change Token</source>
        <translation>トークンを変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access token for %1:</source>
        <translation>%1 のアクセストークン：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Disconnected from %1.</source>
        <translation>%1から切断しました。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No stored token for %1: %2</source>
        <translation>%1 の保存済みトークンがありません：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-509"/>
        <source>Command timeout set to %1.</source>
        <translation>コマンドのタイムアウトを%1に設定しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not change the timeout: %1</source>
        <translation>タイムアウトを変更できませんでした：%1</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Terminal of session “%1”: %2</source>
        <translation>セッション「%1」のターミナル：%2</translation>
    </message>
</context>
<context>
    <name>sandman::NewSessionDialog</name>
    <message>
        <location filename="../ui/sessions/NewSessionDialog.cpp" line="+25"/>
        <source>Working Directory Missing</source>
        <translation>作業ディレクトリがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder “%1” does not exist in the sandbox.</source>
        <translation>サンドボックスにフォルダー「%1」はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create it and start the session there?</source>
        <translation>作成して、そこでセッションを開始しますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create Folder</source>
        <translation>フォルダーを作成</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>New Session in %1</source>
        <translation>%1の新しいセッション</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generated when empty</source>
        <translation>空欄の場合は自動生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sandbox workspace</source>
        <translation>サンドボックスのワークスペース</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Session &amp;ID:</source>
        <translation>セッションID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working &amp;directory:</source>
        <translation>作業ディレクトリ(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command &amp;timeout:</source>
        <translation>コマンドのタイムアウト(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Environment variables</source>
        <translation>環境変数(&amp;E)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A session ID has at most 128 characters.</source>
        <translation>セッションIDは128文字以内で指定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A session ID may contain only letters, digits, dots, underscores and hyphens.</source>
        <translation>セッションIDには英字、数字、ピリオド、アンダースコア、ハイフンのみ使用できます。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Could not check “%1”: %2</source>
        <translation>「%1」を確認できませんでした：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The working directory “%1” does not exist in the sandbox.</source>
        <translation>サンドボックスに作業ディレクトリ「%1」はありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not create “%1”: %2</source>
        <translation>「%1」を作成できませんでした：%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fix the variable names marked in red.</source>
        <translation>赤で示された変数名を修正してください。</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessLogsDialog</name>
    <message>
        <location filename="../ui/processes/ProcessLogsDialog.cpp" line="+44"/>
        <source>Logs of %1</source>
        <translation>%1 のログ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors</source>
        <translation>エラー出力</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
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
        <location filename="../ui/processes/ProcessPane.cpp" line="+42"/>
        <source>Start…</source>
        <translation>起動…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a background process in the selected session</source>
        <translation>選択したセッションでバックグラウンドプロセスを起動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill</source>
        <translation>強制終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the selected process and everything it started</source>
        <translation>選択したプロセスと、そこから起動されたすべてのプロセスを終了します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill All</source>
        <translation>すべて強制終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Logs</source>
        <translation>ログの表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Finished</source>
        <translation>終了したものを消去</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove finished processes from the list</source>
        <translation>終了したプロセスを一覧から削除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start Process</source>
        <translation>プロセスの起動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command to run in session “%1”:</source>
        <translation>セッション「%1」で実行するコマンド：</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Could not list processes: %1</source>
        <translation>プロセスの一覧を取得できませんでした：%1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>[%1] %2 bytes of error output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] エラー出力 %2 バイトを読み飛ばしました：ウィンドウがプロセスの出力に追いつけませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2 bytes of output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 出力 %2 バイトを読み飛ばしました：ウィンドウがプロセスの出力に追いつけませんでした。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Process %1 was ended as you asked (exit code %2).</source>
        <translation>プロセス %1 は指示どおり終了しました（終了コード %2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Process %1 completed (exit code %2).</source>
        <translation>プロセス%1が完了しました（終了コード%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Process %1 was killed (exit code %2).</source>
        <translation>プロセス%1を強制終了しました（終了コード%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process %1 failed (exit code %2).</source>
        <translation>プロセス%1が失敗しました（終了コード%2）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Started process %1 (PID %2): %3</source>
        <translation>プロセス%1を起動しました（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not start the process: %1</source>
        <translation>プロセスを起動できませんでした：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ended process %1 as you asked.</source>
        <translation>指示どおりプロセス %1 を終了しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not kill process %1: %2</source>
        <translation>プロセス%1を強制終了できませんでした：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kill All Processes</source>
        <translation>すべてのプロセスの強制終了</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>End all %n running process(es) of this sandbox?</source>
        <translation>
            <numerusform>このサンドボックスで実行中の%n個のプロセスをすべて終了しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Killed %n process(es).</source>
        <translation>
            <numerusform>%n個のプロセスを強制終了しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not kill the processes: %1</source>
        <translation>プロセスを強制終了できませんでした：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the logs of %1: %2</source>
        <translation>%1のログを読み込めませんでした：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n running</source>
        <translation>
            <numerusform>実行中：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTableModel</name>
    <message>
        <location filename="../ui/processes/ProcessTableModel.cpp" line="+83"/>
        <source>starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed</source>
        <translation>強制終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (timed out)</source>
        <translation>%1（タイムアウト）</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The oldest %n byte(s) of output were dropped to stay within the log limit.</source>
        <translation>
            <numerusform>ログの上限を超えないよう、出力のうち最も古い%nバイトを破棄しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>開始時刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit Code</source>
        <translation>終了コード</translation>
    </message>
</context>
<context>
    <name>sandman::PtySocketClient</name>
    <message>
        <location filename="../core/client/PtySocketClient.cpp" line="+229"/>
        <source>cannot open the terminal: %1</source>
        <translation>ターミナルを開けません：%1</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>cannot open the terminal: the agent did not answer in time</source>
        <translation>ターミナルを開けません：エージェントが時間内に応答しませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the agent did not answer in time</source>
        <translation>エージェントが時間内に応答しませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+159"/>
        <location line="+6"/>
        <source>the terminal connection was lost: %1</source>
        <translation>ターミナルの接続が切れました：%1</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>the terminal ended while its connection was lost</source>
        <translation>接続が切れている間にターミナルが終了しました</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>the agent stopped answering</source>
        <translation>エージェントが応答しなくなりました</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxConnection</name>
    <message>
        <location filename="../ui/sessions/SandboxConnection.cpp" line="+28"/>
        <source>The agent refused the token.</source>
        <translation>エージェントがトークンを拒否しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the agent refused the token. Give the right one with “Change Token…” in the sandbox&apos;s menu.</source>
        <translation>%1：エージェントがトークンを拒否しました。サンドボックスのメニューの「トークンを変更…」で正しいトークンを指定してください。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Local sandbox</source>
        <translation>ローカルサンドボックス</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Could not list the sessions of %1: %2</source>
        <translation>%1のセッション一覧を取得できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLauncher</name>
    <message>
        <location filename="../core/isolation/SandboxLauncher.cpp" line="+93"/>
        <source>cannot start bwrap: %1</source>
        <translation>bwrap を起動できません：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the confined agent did not start</source>
        <translation>隔離されたエージェントが起動しませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forwarding 127.0.0.1:%1 → sandbox port %2</source>
        <translation>127.0.0.1:%1 → サンドボックスのポート %2 に転送中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network: user-mode network failed (%1); giving up (--network-fallback fail)</source>
        <translation>ネットワーク：ユーザーモードネットワークが失敗しました（%1）。中止します（--network-fallback fail）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>network: none — the user-mode network failed (%1)</source>
        <translation>ネットワーク：なし — ユーザーモードネットワークが失敗しました（%1）</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLimits</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+70"/>
        <source>--tmpfs-size: expected SIZE or /path=SIZE (e.g. 2G or /home=256M), not &quot;%1&quot;</source>
        <translation>--tmpfs-size：SIZE または /path=SIZE（例：2G や /home=256M）を指定してください。「%1」は使えません</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>processes ≤ %1</source>
        <translation>プロセス数 ≤ %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>processes unlimited</source>
        <translation>プロセス数は無制限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory ≤ %1 per process</source>
        <translation>プロセスごとのメモリー ≤ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory unlimited</source>
        <translation>メモリーは無制限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 (rlimits; a delegated cgroup v2 exists but is not used)</source>
        <translation>%1、%2（rlimit。委任された cgroup v2 はありますが使っていません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 (rlimits; no delegated cgroup v2 to cap the sandbox&apos;s total)</source>
        <translation>%1、%2（rlimit。サンドボックス全体を制限する委任された cgroup v2 はありません）</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxUser</name>
    <message>
        <location filename="../core/isolation/SandboxUser.cpp" line="+63"/>
        <source>cannot give %1 to the sandbox&apos;s user (nobody): %2</source>
        <translation>%1 をサンドボックスのユーザー（nobody）に渡せません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SessionSettingsWidget</name>
    <message>
        <location filename="../ui/sessions/SessionSettingsWidget.cpp" line="+18"/>
        <source>Set</source>
        <comment>apply the command timeout</comment>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use this timeout for the session&apos;s next commands</source>
        <translation>このセッションで今後実行するコマンドにこのタイムアウトを使用します</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Working directory:</source>
        <translation>作業ディレクトリ：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command timeout:</source>
        <translation>コマンドのタイムアウト：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt; in %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No session selected.</source>
        <translation>セッションが選択されていません。</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeModel</name>
    <message>
        <location filename="../ui/sessions/SessionTreeModel.cpp" line="+121"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n h</source>
        <translation>
            <numerusform>%n時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n s</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n ms</source>
        <translation>
            <numerusform>%nミリ秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>token refused</source>
        <translation>トークン拒否</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disconnected</source>
        <translation>切断済み</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n個のセッション</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>idle, restored</source>
        <translation>待機中（復元済み）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminated</source>
        <translation>終了済み</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session %1
Directory: %2
Command timeout: %3</source>
        <translation>セッション%1
ディレクトリ：%2
コマンドのタイムアウト：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restored after a restart of the sandbox: its environment, directory and timeout are back; its shell&apos;s history, functions and running commands are not.</source>
        <translation>サンドボックスの再起動後に復元されました：環境変数、ディレクトリ、タイムアウトは戻りましたが、シェルの履歴、関数、実行中のコマンドは戻りません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeout</source>
        <translation>タイムアウト</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalActions</name>
    <message>
        <location filename="../ui/main/TerminalActions.cpp" line="+22"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste &amp;Selection</source>
        <translation>選択範囲を貼り付け(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Zoom</source>
        <translation>拡大率をリセット(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lear Scrollback</source>
        <translation>スクロールバックを消去(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;name Terminal…</source>
        <translation>ターミナルの名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the terminal a name of your own (or double-click its tab)</source>
        <translation>ターミナルに独自の名前を付ける（またはタブをダブルクリック）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Terminal</source>
        <translation>ターミナル(&amp;T)</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalFindBar</name>
    <message>
        <location filename="../ui/main/TerminalFindBar.cpp" line="+18"/>
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find in terminal</source>
        <translation>ターミナル内を検索</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the previous match (Shift+Enter)</source>
        <translation>前の一致を検索（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the next match (Enter)</source>
        <translation>次の一致を検索（Enter）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close (Escape)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalTabs</name>
    <message>
        <location filename="../ui/main/TerminalTabs.cpp" line="+71"/>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;No terminal open&lt;/p&gt;&lt;p&gt;Double-click a session, or select it and press Ctrl+Shift+T,&lt;br&gt;to open a terminal in its working directory with its environment.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;開いているターミナルはありません&lt;/p&gt;&lt;p&gt;セッションをダブルクリックするか、選択して&lt;br&gt;Ctrl+Shift+Tを押すと、そのセッションの&lt;br&gt;作業ディレクトリと環境変数でターミナルが開きます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Find in Terminal…</source>
        <translation>ターミナル内を検索…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+375"/>
        <source>Close Terminal</source>
        <translation>ターミナルを閉じる</translation>
    </message>
    <message>
        <location line="-370"/>
        <source>Next Terminal</source>
        <translation>次のターミナル</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Previous Terminal</source>
        <translation>前のターミナル</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Terminals are not available for this sandbox.</source>
        <translation>このサンドボックスではターミナルを使用できません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open a terminal in session “%1”.</source>
        <translation>セッション「%1」でターミナルを開けませんでした。</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2</source>
        <comment>tab title: shell title · session</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (ended)</source>
        <translation>%1（終了）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (disconnected)</source>
        <translation>%1（切断）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (reconnecting…)</source>
        <translation>%1（再接続中…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost (%1), reconnecting…</source>
        <translation>接続が切れました（%1）。再接続しています…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Rename Terminal</source>
        <translation>ターミナルの名前を変更</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of this terminal (empty: the shell&apos;s title):</source>
        <translation>このターミナルの名前（空欄ならシェルのタイトル）：</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>“%1” is running in this terminal.</source>
        <translation>このターミナルでは「%1」が実行中です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detach keeps the shell and what runs in it; the session opens it again with its output. End stops it.</source>
        <translation>「切り離す」とシェルとその中で動いているものは残り、セッションから出力ごと再び開けます。「終了」すると停止します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Detach</source>
        <translation>切り離す(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End</source>
        <translation>終了(&amp;E)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Session %1</source>
        <translation>セッション%1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalView</name>
    <message>
        <location filename="../ui/terminal/TerminalView.cpp" line="+111"/>
        <source>[Connection lost (%1), reconnecting…]</source>
        <translation>[接続が切れました（%1）。再接続しています…]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[Disconnected: %1]</source>
        <translation>[切断されました：%1]</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>[Process exited with code %1]</source>
        <translation>[プロセスは終了コード%1で終了しました]</translation>
    </message>
    <message>
        <location line="+1122"/>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Paste %n line(s) (%1 characters) into the terminal?</source>
        <translation>
            <numerusform>%n行（%1文字）をターミナルに貼り付けますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line breaks run commands as soon as they are pasted.</source>
        <translation>改行が含まれていると、貼り付けた時点でコマンドが実行されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
</context>
<context>
    <name>sandman::TimeoutEdit</name>
    <message>
        <location filename="../ui/sessions/TimeoutEdit.cpp" line="+19"/>
        <source>No timeout</source>
        <translation>タイムアウトなし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>milliseconds</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hours</source>
        <translation>時間</translation>
    </message>
</context>
<context>
    <name>sandman::TokenStore</name>
    <message>
        <location filename="../ui/connect/TokenStore.cpp" line="+24"/>
        <source>No token is stored for this agent.</source>
        <translation>このエージェントのトークンは保存されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The keyring refused access.</source>
        <translation>キーリングがアクセスを拒否しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>No system keyring is available, so tokens are not remembered: enter the token again (or use a token file) after a restart.</source>
        <translation>システムのキーリングがないため、トークンは記憶されません。再起動後にトークンをもう一度入力してください（またはトークンファイルを使ってください）。</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+18"/>
        <source>No system keyring support was built in.</source>
        <translation>システムキーリングのサポートが組み込まれていません。</translation>
    </message>
</context>
<context>
    <name>sandman::UserNetwork</name>
    <message>
        <location filename="../core/isolation/UserNetwork.cpp" line="+58"/>
        <source>slirp4netns is not installed (Debian package slirp4netns)</source>
        <translation>slirp4netns がインストールされていません（Debian パッケージ slirp4netns）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/dev/net/tun is not usable: %1</source>
        <translation>/dev/net/tun を使えません：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot make a pipe: %1</source>
        <translation>パイプを作成できません：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot start slirp4netns: %1</source>
        <translation>slirp4netns を起動できません：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>slirp4netns failed (exit status %1)</source>
        <translation>slirp4netns が失敗しました（終了ステータス %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slirp4netns did not get ready within %1 ms</source>
        <translation>slirp4netns が %1 ミリ秒以内に準備完了になりませんでした</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot reach slirp4netns to forward port %1: %2</source>
        <translation>ポート %1 を転送するために slirp4netns に接続できません：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot forward port %1: %2</source>
        <translation>ポート %1 を転送できません：%2</translation>
    </message>
</context>
<context>
    <name>sandman::WebSocketTransport</name>
    <message>
        <location filename="../core/client/WebSocketTransport.cpp" line="+106"/>
        <source>connecting to %1 timed out</source>
        <translation>%1への接続がタイムアウトしました</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+30"/>
        <location line="+74"/>
        <source>the connection to %1 was closed</source>
        <translation>%1との接続が閉じられました</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>TLS error: %1</source>
        <translation>TLS エラー：%1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>the agent refused the token</source>
        <translation>エージェントがトークンを拒否しました</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>a request with id %1 is already in flight</source>
        <translation>ID %1のリクエストはすでに処理中です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected to %1</source>
        <translation>%1に接続されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected: %1</source>
        <translation>接続されていません：%1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>the agent at %1 stopped answering</source>
        <translation>%1のエージェントが応答しなくなりました</translation>
    </message>
</context>
</TS>
