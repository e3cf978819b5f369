/**
 * Connect-and-subscribe samples for a stream. Every sample runs on a server, where the API key
 * is secret (the first one relays quotes to browsers, which must never hold the key), and follows
 * the protocol the same way: authenticate on open, subscribe after `authenticated` to no more
 * symbols than its `max_symbols`, drop a connection that has been silent for the dead-connection
 * time, reconnect with capped exponential backoff and jitter, and stop on the close codes the
 * spec marks as not worth a reconnect. Written for the oldest runtimes the guides promise.
 */

/** What a sample needs to know about its stream. */
export interface StreamSampleInput {
  /** Stream URL, e.g. wss://stream.tickwire.io/v1/crypto. */
  url: string;
  symbols: string[];
  /** Field of a quote event holding the value: `price`, or `level` for indices. */
  valueField: string;
  /** Seconds without any message after which a connection is dead (`x-limits.deadConnectionSeconds`). */
  deadConnectionSeconds: number;
  /** Close codes a reconnect can't fix (`x-close-codes` with `reconnect: false`), with their names. */
  fatalCodes: Array<{ code: number; name: string }>;
}

/** A sample's language key, label and Prism grammar. */
export const STREAM_SAMPLE_LANGUAGES = [
  { lang: "relay", label: "Node.js relay for browsers", grammar: "javascript" },
  { lang: "nodejs", label: "Node.js", grammar: "javascript" },
  { lang: "python", label: "Python", grammar: "python" },
  { lang: "go", label: "Go", grammar: "go" },
  { lang: "java", label: "Java", grammar: "java" },
  { lang: "csharp", label: "C#", grammar: "csharp" },
] as const;

const list = (symbols: string[], quote = '"') => symbols.map((symbol) => `${quote}${symbol}${quote}`).join(", ");
const codes = (fatal: StreamSampleInput["fatalCodes"]) => fatal.map(({ code }) => code).join(", ");
// "Invalid API key" reads "invalid API key" in a comment: only the first letter changes.
const reasons = (fatal: StreamSampleInput["fatalCodes"]) =>
  fatal.map(({ name }) => name.charAt(0).toLowerCase() + name.slice(1)).join(", ");

/** The handlers both Node.js samples share: watchdog, authenticate, subscribe within max_symbols, back off. */
function nodeConnection(input: StreamSampleInput, onQuote: string): string {
  return `function connect() {
  const ws = new WebSocket(URL);
  let watchdog;
  const alive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => ws.terminate(), DEAD_AFTER_MS); // silent too long: a dead connection
  };

  ws.on("open", () => {
    alive();
    ws.send(JSON.stringify({ action: "auth", key: process.env.TICKWIRE_API_KEY }));
  });
  ws.on("message", (data) => {
    alive();
    const message = JSON.parse(data);
    if (message.event === "authenticated") {
      // Subscribe within this connection's limit: a smaller plan (Free after a trial) allows fewer.
      if (SYMBOLS.length > message.max_symbols) {
        console.warn(\`The \${message.plan} plan allows \${message.max_symbols} symbols per connection: streaming the first ones only.\`);
      }
      ws.send(JSON.stringify({ action: "subscribe", symbols: SYMBOLS.slice(0, message.max_symbols) }));
    } else if (message.event === "subscribed") {
      attempt = 0; // connected again: the next drop starts over at 1 second
    } else if (message.event === "quote") {
      ${onQuote}
    } else if (message.event === "error") {
      console.warn(message.code, message.message);
    }
  });
  ws.on("error", (error) => console.error(\`WebSocket error: \${error.message}\`));
  ws.on("close", (code) => {
    clearTimeout(watchdog);
    if (FATAL_CODES.has(code)) {
      console.error(\`Closed with \${code}: fix the key, the plan or the symbols first.\`);
      process.exitCode = 1;
      return;
    }
    // Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
    const delay = Math.min(30_000, 1000 * 2 ** attempt) + Math.random() * 1000;
    attempt += 1;
    setTimeout(connect, delay);
  });
}`;
}

function nodeHeader({ url, symbols, deadConnectionSeconds, fatalCodes }: StreamSampleInput): string {
  return `const URL = "${url}";
const SYMBOLS = [${list(symbols)}];
const FATAL_CODES = new Set([${codes(fatalCodes)}]); // ${reasons(fatalCodes)}: retrying won't help
const DEAD_AFTER_MS = ${deadConnectionSeconds} * 1000; // no message at all, heartbeats included
let attempt = 0;`;
}

function relay(input: StreamSampleInput): string {
  return `// Runs on your server: one Tickwire connection serves every browser, and the key never leaves
// the server. Browsers connect to this relay, for example new WebSocket("wss://your-app.example/quotes"),
// and receive { symbol, value, timestamp } messages.
const WebSocket = require("ws");

${nodeHeader(input)}
const browsers = new WebSocket.WebSocketServer({ port: Number(process.env.PORT ?? 8080) });

${nodeConnection(
  input,
  `const update = JSON.stringify({ symbol: message.symbol, value: message.${input.valueField}, timestamp: message.timestamp });
      for (const browser of browsers.clients) {
        if (browser.readyState === WebSocket.OPEN) browser.send(update);
      }`,
)}

connect();`;
}

function node(input: StreamSampleInput): string {
  return `const WebSocket = require("ws");

${nodeHeader(input)}

${nodeConnection(input, `console.log(message.symbol, message.${input.valueField});`)}

connect();`;
}

function python({ url, symbols, valueField, deadConnectionSeconds, fatalCodes }: StreamSampleInput): string {
  return `import asyncio
import json
import os
import random

import websockets

URL = "${url}"
SYMBOLS = [${list(symbols)}]
FATAL_CODES = {${codes(fatalCodes)}}  # ${reasons(fatalCodes)}: retrying won't help
DEAD_AFTER = ${deadConnectionSeconds}  # seconds without any message, heartbeats included


async def stream(api_key):
    attempt = 0
    while True:
        try:
            async with websockets.connect(URL) as ws:
                await ws.send(json.dumps({"action": "auth", "key": api_key}))
                while True:
                    # Silent too long: a dead connection. wait_for raises, and the loop reconnects.
                    message = json.loads(await asyncio.wait_for(ws.recv(), timeout=DEAD_AFTER))
                    event = message.get("event")
                    if event == "authenticated":
                        # Subscribe within this connection's limit: a smaller plan allows fewer.
                        allowed = SYMBOLS[: message["max_symbols"]]
                        if len(allowed) < len(SYMBOLS):
                            print(f"The {message['plan']} plan allows {len(allowed)} symbols per connection")
                        await ws.send(json.dumps({"action": "subscribe", "symbols": allowed}))
                    elif event == "subscribed":
                        attempt = 0  # connected again: the next drop starts over at 1 second
                    elif event == "quote":
                        print(message["symbol"], message["${valueField}"])
                    elif event == "error":
                        print("error:", message["code"], message["message"])
        except websockets.ConnectionClosed as exc:
            code = exc.rcvd.code if exc.rcvd else None
            if code in FATAL_CODES:
                raise SystemExit(f"Closed with {code}: fix the key, the plan or the symbols first.")
        except (OSError, asyncio.TimeoutError, websockets.WebSocketException) as exc:
            print(f"Connection lost: {exc!r}")

        # Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
        delay = min(30, 2 ** attempt) + random.uniform(0, 1)
        attempt += 1
        await asyncio.sleep(delay)


asyncio.run(stream(os.environ["TICKWIRE_API_KEY"]))`;
}

function go({ url, symbols, valueField, deadConnectionSeconds, fatalCodes }: StreamSampleInput): string {
  const field = valueField.charAt(0).toUpperCase() + valueField.slice(1);
  const fatal = fatalCodes.map(({ code }) => `closed.Code == ${code}`).join(" || ");
  return `package main

import (
	"errors"
	"log"
	"math/rand"
	"os"
	"time"

	"github.com/gorilla/websocket"
)

const (
	streamURL = "${url}"
	deadAfter = ${deadConnectionSeconds} * time.Second // no message at all, heartbeats included
)

var symbols = []string{${list(symbols)}}

type message struct {
	Event      string  \`json:"event"\`
	Plan       string  \`json:"plan"\`
	MaxSymbols int     \`json:"max_symbols"\`
	Symbol     string  \`json:"symbol"\`
	${field.padEnd(10)} float64 \`json:"${valueField}"\`
	Code       string  \`json:"code"\`
	Message    string  \`json:"message"\`
}

// stream runs one connection until it closes and says whether reconnecting can help.
func stream(key string, onSubscribed func()) (retry bool, err error) {
	conn, _, err := websocket.DefaultDialer.Dial(streamURL, nil)
	if err != nil {
		return true, err
	}
	defer conn.Close()
	if err := conn.WriteJSON(map[string]string{"action": "auth", "key": key}); err != nil {
		return true, err
	}
	for {
		// Silent too long: a dead connection. The read fails, and main reconnects.
		conn.SetReadDeadline(time.Now().Add(deadAfter))
		var msg message
		if err := conn.ReadJSON(&msg); err != nil {
			var closed *websocket.CloseError
			if errors.As(err, &closed) && (${fatal}) {
				return false, err // ${reasons(fatalCodes)}: retrying won't help
			}
			return true, err
		}
		switch msg.Event {
		case "authenticated":
			// Subscribe within this connection's limit: a smaller plan allows fewer.
			allowed := symbols
			if len(allowed) > msg.MaxSymbols {
				allowed = allowed[:msg.MaxSymbols]
				log.Printf("the %s plan allows %d symbols per connection", msg.Plan, msg.MaxSymbols)
			}
			if err := conn.WriteJSON(map[string]interface{}{"action": "subscribe", "symbols": allowed}); err != nil {
				return true, err
			}
		case "subscribed":
			onSubscribed()
		case "quote":
			log.Println(msg.Symbol, msg.${field})
		case "error":
			log.Println("error:", msg.Code, msg.Message)
		}
	}
}

func main() {
	key := os.Getenv("TICKWIRE_API_KEY")
	attempt := 0
	for {
		retry, err := stream(key, func() { attempt = 0 })
		if !retry {
			log.Fatalf("stopped: %v", err)
		}
		// Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
		delay := 30 * time.Second
		if attempt < 5 {
			delay = time.Second << attempt
			attempt++
		}
		delay += time.Duration(rand.Int63n(int64(time.Second)))
		log.Printf("disconnected (%v), reconnecting in %v", err, delay)
		time.Sleep(delay)
	}
}`;
}

function java({ url, symbols, valueField, deadConnectionSeconds, fatalCodes }: StreamSampleInput): string {
  return `import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class Stream {
    static final URI URL = URI.create("${url}");
    static final List<String> SYMBOLS = List.of(${list(symbols)});
    static final Set<Integer> FATAL_CODES = Set.of(${codes(fatalCodes)}); // ${reasons(fatalCodes)}
    static final long DEAD_AFTER_MS = ${deadConnectionSeconds} * 1000L; // no message at all, heartbeats included
    static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        String key = System.getenv("TICKWIRE_API_KEY");
        HttpClient client = HttpClient.newHttpClient();
        int attempt = 0;
        while (true) {
            Listener listener = new Listener(key);
            try {
                WebSocket ws = client.newWebSocketBuilder().buildAsync(URL, listener).join();
                int code = waitForClose(ws, listener);
                if (FATAL_CODES.contains(code)) {
                    System.err.println("Closed with " + code + ": fix the key, the plan or the symbols first.");
                    return;
                }
            } catch (RuntimeException e) {
                System.err.println("Connection failed: " + e.getMessage());
            }
            if (listener.subscribed) attempt = 0; // the next drop starts over at 1 second
            // Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
            long delay = Math.min(30_000, 1000L << Math.min(attempt, 5)) + ThreadLocalRandom.current().nextLong(1000);
            attempt++;
            Thread.sleep(delay);
        }
    }

    // The close code, or 1006 once the connection has been silent too long: a dead connection.
    static int waitForClose(WebSocket ws, Listener listener) throws Exception {
        while (true) {
            try {
                return listener.closed.get(1, TimeUnit.SECONDS);
            } catch (TimeoutException stillOpen) {
                if (System.currentTimeMillis() - listener.lastMessageAt > DEAD_AFTER_MS) {
                    ws.abort();
                    return 1006;
                }
            }
        }
    }

    static class Listener implements WebSocket.Listener {
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        volatile boolean subscribed;
        volatile long lastMessageAt = System.currentTimeMillis();
        private final String key;
        private final StringBuilder text = new StringBuilder();

        Listener(String key) {
            this.key = key;
        }

        @Override
        public void onOpen(WebSocket ws) {
            ws.sendText(json(Map.of("action", "auth", "key", key)), true);
            ws.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            lastMessageAt = System.currentTimeMillis();
            text.append(data);
            if (last) {
                handle(ws, text.toString());
                text.setLength(0);
            }
            ws.request(1);
            return null;
        }

        private void handle(WebSocket ws, String raw) {
            try {
                JsonNode message = JSON.readTree(raw);
                String event = message.path("event").asText();
                if (event.equals("authenticated")) {
                    // Subscribe within this connection's limit: a smaller plan allows fewer.
                    int allowed = Math.min(SYMBOLS.size(), message.path("max_symbols").asInt(SYMBOLS.size()));
                    ws.sendText(json(Map.of("action", "subscribe", "symbols", SYMBOLS.subList(0, allowed))), true);
                } else if (event.equals("subscribed")) {
                    subscribed = true;
                } else if (event.equals("quote")) {
                    System.out.println(message.path("symbol").asText() + " " + message.path("${valueField}").asText());
                } else if (event.equals("error")) {
                    System.err.println(message.path("code").asText() + ": " + message.path("message").asText());
                }
            } catch (Exception e) {
                System.err.println("Unreadable message: " + e.getMessage());
            }
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.complete(1006); // no close frame: a network problem, so reconnect
        }

        private static String json(Object value) {
            try {
                return JSON.writeValueAsString(value);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}`;
}

function csharp({ url, symbols, valueField, deadConnectionSeconds, fatalCodes }: StreamSampleInput): string {
  const field = valueField.charAt(0).toUpperCase() + valueField.slice(1);
  // C# 7 with the framework's DataContractJsonSerializer: it compiles and runs on .NET and Mono alike.
  return `using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net.WebSockets;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Json;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

[DataContract]
class Message
{
    [DataMember(Name = "event")] public string Event;
    [DataMember(Name = "plan")] public string Plan;
    [DataMember(Name = "max_symbols")] public int MaxSymbols;
    [DataMember(Name = "symbol")] public string Symbol;
    [DataMember(Name = "${valueField}")] public double ${field};
    [DataMember(Name = "code")] public string Code;
    [DataMember(Name = "message")] public string Text;
}

[DataContract]
class Request
{
    [DataMember(Name = "action")] public string Action;
    [DataMember(Name = "key", EmitDefaultValue = false)] public string Key;
    [DataMember(Name = "symbols", EmitDefaultValue = false)] public string[] Symbols;
}

class Stream
{
    static readonly Uri Url = new Uri("${url}");
    static readonly string[] Symbols = { ${list(symbols)} };
    static readonly HashSet<int> FatalCodes = new HashSet<int> { ${codes(fatalCodes)} }; // ${reasons(fatalCodes)}: retrying won't help
    static readonly TimeSpan DeadAfter = TimeSpan.FromSeconds(${deadConnectionSeconds}); // no message at all, heartbeats included
    static readonly Random Jitter = new Random();

    static void Main()
    {
        Run(Environment.GetEnvironmentVariable("TICKWIRE_API_KEY")).GetAwaiter().GetResult();
    }

    static async Task Run(string key)
    {
        var attempt = 0;
        while (true)
        {
            using (var ws = new ClientWebSocket())
            {
                try
                {
                    await ws.ConnectAsync(Url, CancellationToken.None);
                    await Send(ws, new Request { Action = "auth", Key = key });
                    string text;
                    while ((text = await Receive(ws)) != null)
                    {
                        var message = Parse(text);
                        switch (message.Event)
                        {
                            case "authenticated":
                                // Subscribe within this connection's limit: a smaller plan allows fewer.
                                var allowed = Symbols.Take(message.MaxSymbols).ToArray();
                                await Send(ws, new Request { Action = "subscribe", Symbols = allowed });
                                break;
                            case "subscribed":
                                attempt = 0; // connected again: the next drop starts over at 1 second
                                break;
                            case "quote":
                                Console.WriteLine(message.Symbol + " " + message.${field});
                                break;
                            case "error":
                                Console.Error.WriteLine(message.Code + ": " + message.Text);
                                break;
                        }
                    }
                }
                catch (WebSocketException e)
                {
                    Console.Error.WriteLine("Connection failed: " + e.Message);
                }
                catch (OperationCanceledException)
                {
                    Console.Error.WriteLine("No message for too long: the connection is dead.");
                }
                if (ws.CloseStatus.HasValue && FatalCodes.Contains((int)ws.CloseStatus.Value))
                {
                    Console.Error.WriteLine("Closed with " + (int)ws.CloseStatus.Value + ": fix the key, the plan or the symbols first.");
                    return;
                }
            }
            // Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
            var delay = Math.Min(30000, 1000 * (1 << Math.Min(attempt, 5))) + Jitter.Next(1000);
            attempt++;
            await Task.Delay(delay);
        }
    }

    static Task Send(ClientWebSocket ws, Request request)
    {
        using (var json = new MemoryStream())
        {
            new DataContractJsonSerializer(typeof(Request)).WriteObject(json, request);
            return ws.SendAsync(new ArraySegment<byte>(json.ToArray()), WebSocketMessageType.Text, true, CancellationToken.None);
        }
    }

    static Message Parse(string text)
    {
        using (var json = new MemoryStream(Encoding.UTF8.GetBytes(text)))
        {
            return (Message)new DataContractJsonSerializer(typeof(Message)).ReadObject(json);
        }
    }

    // One whole text message, or null once the server closes the connection. Silent longer than
    // DeadAfter, it throws OperationCanceledException: a dead connection.
    static async Task<string> Receive(ClientWebSocket ws)
    {
        var buffer = new byte[8192];
        using (var text = new MemoryStream())
        using (var silence = new CancellationTokenSource(DeadAfter))
        {
            while (true)
            {
                var result = await ws.ReceiveAsync(new ArraySegment<byte>(buffer), silence.Token);
                if (result.MessageType == WebSocketMessageType.Close) return null;
                text.Write(buffer, 0, result.Count);
                if (result.EndOfMessage) return Encoding.UTF8.GetString(text.ToArray());
            }
        }
    }
}`;
}

const BUILDERS: Record<(typeof STREAM_SAMPLE_LANGUAGES)[number]["lang"], (input: StreamSampleInput) => string> = {
  relay,
  nodejs: node,
  python,
  go,
  java,
  csharp,
};

/** The sample sources for a stream, one per language, in tab order. */
export function streamSamples(
  input: StreamSampleInput,
): Array<{ lang: string; label: string; grammar: string; source: string }> {
  return STREAM_SAMPLE_LANGUAGES.map((language) => ({ ...language, source: BUILDERS[language.lang](input) }));
}
