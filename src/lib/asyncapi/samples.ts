/**
 * Connect-and-subscribe samples for a stream. Every sample follows the protocol the same way:
 * authenticate on open, subscribe only after `authenticated`, reconnect with capped exponential
 * backoff and jitter, and stop on close codes 4003 and 4008, which a retry cannot fix.
 */

/** What a sample needs to know about its stream. */
export interface StreamSampleInput {
  /** Stream URL, e.g. wss://stream.tickwire.io/v1/crypto. */
  url: string;
  symbols: string[];
  /** Field of a quote event holding the value: `price`, or `level` for indices. */
  valueField: string;
}

/** A sample's language key, label and Prism grammar. */
export const STREAM_SAMPLE_LANGUAGES = [
  { lang: "browser", label: "JavaScript (browser)", grammar: "javascript" },
  { lang: "nodejs", label: "Node.js", grammar: "javascript" },
  { lang: "python", label: "Python", grammar: "python" },
  { lang: "go", label: "Go", grammar: "go" },
  { lang: "java", label: "Java", grammar: "java" },
  { lang: "csharp", label: "C#", grammar: "csharp" },
] as const;

const list = (symbols: string[], quote = '"') => symbols.map((symbol) => `${quote}${symbol}${quote}`).join(", ");

function browser({ url, symbols, valueField }: StreamSampleInput): string {
  return `const URL = "${url}";
const SYMBOLS = [${list(symbols)}];
const FATAL_CODES = new Set([4003, 4008]); // invalid key, too many symbols: retrying won't help
let attempt = 0;

function connect(apiKey) {
  const ws = new WebSocket(URL);
  ws.addEventListener("open", () => ws.send(JSON.stringify({ action: "auth", key: apiKey })));
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.event === "authenticated") {
      ws.send(JSON.stringify({ action: "subscribe", symbols: SYMBOLS }));
    } else if (message.event === "subscribed") {
      attempt = 0; // connected again: the next drop starts over at 1 second
    } else if (message.event === "quote") {
      console.log(message.symbol, message.${valueField});
    } else if (message.event === "error") {
      console.warn(message.code, message.message);
    }
  });
  ws.addEventListener("close", (event) => {
    if (FATAL_CODES.has(event.code)) {
      console.error(\`Closed with \${event.code}: fix the key or the symbols first.\`);
      return;
    }
    // Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
    const delay = Math.min(30_000, 1000 * 2 ** attempt) + Math.random() * 1000;
    attempt += 1;
    setTimeout(() => connect(apiKey), delay);
  });
}

// Browsers can't keep a secret: fetch a key for this user from your own backend.
fetch("/api/tickwire-key")
  .then((response) => response.text())
  .then(connect);`;
}

function node({ url, symbols, valueField }: StreamSampleInput): string {
  return `const WebSocket = require("ws");

const URL = "${url}";
const SYMBOLS = [${list(symbols)}];
const FATAL_CODES = new Set([4003, 4008]); // invalid key, too many symbols: retrying won't help
let attempt = 0;

function connect() {
  const ws = new WebSocket(URL);
  ws.on("open", () => ws.send(JSON.stringify({ action: "auth", key: process.env.TICKWIRE_API_KEY })));
  ws.on("message", (data) => {
    const message = JSON.parse(data);
    if (message.event === "authenticated") {
      ws.send(JSON.stringify({ action: "subscribe", symbols: SYMBOLS }));
    } else if (message.event === "subscribed") {
      attempt = 0; // connected again: the next drop starts over at 1 second
    } else if (message.event === "quote") {
      console.log(message.symbol, message.${valueField});
    } else if (message.event === "error") {
      console.warn(message.code, message.message);
    }
  });
  ws.on("error", (error) => console.error(\`WebSocket error: \${error.message}\`));
  ws.on("close", (code) => {
    if (FATAL_CODES.has(code)) {
      console.error(\`Closed with \${code}: fix the key or the symbols first.\`);
      process.exitCode = 1;
      return;
    }
    // Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
    const delay = Math.min(30_000, 1000 * 2 ** attempt) + Math.random() * 1000;
    attempt += 1;
    setTimeout(connect, delay);
  });
}

connect();`;
}

function python({ url, symbols, valueField }: StreamSampleInput): string {
  return `import asyncio
import json
import os
import random

import websockets

URL = "${url}"
SYMBOLS = [${list(symbols)}]
FATAL_CODES = {4003, 4008}  # invalid key, too many symbols: retrying won't help


async def stream(api_key):
    attempt = 0
    while True:
        try:
            async with websockets.connect(URL) as ws:
                await ws.send(json.dumps({"action": "auth", "key": api_key}))
                async for raw in ws:
                    message = json.loads(raw)
                    event = message.get("event")
                    if event == "authenticated":
                        await ws.send(json.dumps({"action": "subscribe", "symbols": SYMBOLS}))
                    elif event == "subscribed":
                        attempt = 0  # connected again: the next drop starts over at 1 second
                    elif event == "quote":
                        print(message["symbol"], message["${valueField}"])
                    elif event == "error":
                        print("error:", message["code"], message["message"])
        except websockets.ConnectionClosed as exc:
            code = exc.rcvd.code if exc.rcvd else None
            if code in FATAL_CODES:
                raise SystemExit(f"Closed with {code}: fix the key or the symbols first.")
        except (OSError, asyncio.TimeoutError, websockets.WebSocketException) as exc:
            print(f"Connection failed: {exc!r}")

        # Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
        delay = min(30, 2 ** attempt) + random.uniform(0, 1)
        attempt += 1
        await asyncio.sleep(delay)


asyncio.run(stream(os.environ["TICKWIRE_API_KEY"]))`;
}

function go({ url, symbols, valueField }: StreamSampleInput): string {
  const field = valueField.charAt(0).toUpperCase() + valueField.slice(1);
  return `package main

import (
	"errors"
	"log"
	"math/rand"
	"os"
	"time"

	"github.com/gorilla/websocket"
)

const streamURL = "${url}"

var symbols = []string{${list(symbols)}}

type message struct {
	Event   string  \`json:"event"\`
	Symbol  string  \`json:"symbol"\`
	${field.padEnd(7)} float64 \`json:"${valueField}"\`
	Code    string  \`json:"code"\`
	Message string  \`json:"message"\`
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
		var msg message
		if err := conn.ReadJSON(&msg); err != nil {
			var closed *websocket.CloseError
			if errors.As(err, &closed) && (closed.Code == 4003 || closed.Code == 4008) {
				return false, err // invalid key, too many symbols: retrying won't help
			}
			return true, err
		}
		switch msg.Event {
		case "authenticated":
			if err := conn.WriteJSON(map[string]any{"action": "subscribe", "symbols": symbols}); err != nil {
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
		delay := min(time.Second<<attempt, 30*time.Second) + time.Duration(rand.Int63n(int64(time.Second)))
		if attempt < 5 {
			attempt++
		}
		log.Printf("disconnected (%v), reconnecting in %v", err, delay)
		time.Sleep(delay)
	}
}`;
}

function java({ url, symbols, valueField }: StreamSampleInput): string {
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

public class Stream {
    static final URI URL = URI.create("${url}");
    static final List<String> SYMBOLS = List.of(${list(symbols)});
    static final Set<Integer> FATAL_CODES = Set.of(4003, 4008); // invalid key, too many symbols
    static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws InterruptedException {
        String key = System.getenv("TICKWIRE_API_KEY");
        HttpClient client = HttpClient.newHttpClient();
        int attempt = 0;
        while (true) {
            Listener listener = new Listener(key);
            try {
                client.newWebSocketBuilder().buildAsync(URL, listener).join();
                int code = listener.closed.join();
                if (FATAL_CODES.contains(code)) {
                    System.err.println("Closed with " + code + ": fix the key or the symbols first.");
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

    static class Listener implements WebSocket.Listener {
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        volatile boolean subscribed;
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
                switch (message.path("event").asText()) {
                    case "authenticated" -> ws.sendText(json(Map.of("action", "subscribe", "symbols", SYMBOLS)), true);
                    case "subscribed" -> subscribed = true;
                    case "quote" -> System.out.println(message.path("symbol").asText() + " " + message.path("${valueField}").asText());
                    case "error" -> System.err.println(message.path("code").asText() + ": " + message.path("message").asText());
                    default -> { }
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

function csharp({ url, symbols, valueField }: StreamSampleInput): string {
  return `using System.Net.WebSockets;
using System.Text;
using System.Text.Json;

var url = new Uri("${url}");
var symbols = new[] { ${list(symbols)} };
var fatalCodes = new HashSet<int> { 4003, 4008 }; // invalid key, too many symbols: retrying won't help
var key = Environment.GetEnvironmentVariable("TICKWIRE_API_KEY");
var attempt = 0;

while (true)
{
    using var ws = new ClientWebSocket();
    try
    {
        await ws.ConnectAsync(url, CancellationToken.None);
        await Send(ws, new { action = "auth", key });
        while (await Receive(ws) is { } text)
        {
            using var message = JsonDocument.Parse(text);
            var root = message.RootElement;
            switch (root.GetProperty("event").GetString())
            {
                case "authenticated":
                    await Send(ws, new { action = "subscribe", symbols });
                    break;
                case "subscribed":
                    attempt = 0; // connected again: the next drop starts over at 1 second
                    break;
                case "quote":
                    Console.WriteLine($"{root.GetProperty("symbol")} {root.GetProperty("${valueField}")}");
                    break;
                case "error":
                    Console.Error.WriteLine($"{root.GetProperty("code")}: {root.GetProperty("message")}");
                    break;
            }
        }
    }
    catch (WebSocketException e)
    {
        Console.Error.WriteLine($"Connection failed: {e.Message}");
    }
    if (ws.CloseStatus is { } status && fatalCodes.Contains((int)status))
    {
        Console.Error.WriteLine($"Closed with {(int)status}: fix the key or the symbols first.");
        return;
    }
    // Wait 1, 2, 4 ... up to 30 seconds, plus jitter, then reconnect and resubscribe.
    var delay = Math.Min(30_000, 1000 * (1 << Math.Min(attempt, 5))) + Random.Shared.Next(1000);
    attempt++;
    await Task.Delay(delay);
}

static Task Send(ClientWebSocket ws, object value) =>
    ws.SendAsync(JsonSerializer.SerializeToUtf8Bytes(value), WebSocketMessageType.Text, true, CancellationToken.None);

// One whole text message, or null once the server closes the connection.
static async Task<string?> Receive(ClientWebSocket ws)
{
    var buffer = new byte[8192];
    using var text = new MemoryStream();
    while (true)
    {
        var result = await ws.ReceiveAsync(buffer, CancellationToken.None);
        if (result.MessageType == WebSocketMessageType.Close) return null;
        text.Write(buffer, 0, result.Count);
        if (result.EndOfMessage) return Encoding.UTF8.GetString(text.ToArray());
    }
}`;
}

const BUILDERS: Record<(typeof STREAM_SAMPLE_LANGUAGES)[number]["lang"], (input: StreamSampleInput) => string> = {
  browser,
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
