// Generated from Examples/*.json by GalleryEmbeddedSpecsTests: run the tests with
// CADENCE_RECORD_SNAPSHOTS=1 after changing an example. Do not edit by hand.

extension EmbeddedSpec {
    /// The package's example specs, in file name order.
    static let examples: [EmbeddedSpec] = [
        EmbeddedSpec(file: "floating-badge.json", json: #"""
{
  "version": 1,
  "name": "Floating badge",
  "description": "FloatingBadge from the phase and keyframe article: the icon floats up on a bouncy spring and back on a smooth one, grows with cubic keyframes and rocks with linear ones. With Reduce Motion the view never fires the trigger, so the badge stays in its final (= initial) state: skipToEnd. The badge is ornament: hidden from screen readers, its motion marked decorative.",
  "initialValue": {
    "yOffset": {"type": "number", "value": 0},
    "scale": {"type": "number", "value": 1},
    "rotation": {"type": "angle", "value": {"degrees": 0}}
  },
  "mode": "trigger",
  "tracks": [
    {"keyPath": "yOffset", "keyframes": [
      {"kind": "spring", "to": -24, "duration": 0.9, "spring": "bouncy"},
      {"kind": "spring", "to": 0, "duration": 0.7, "spring": "smooth"}
    ]},
    {"keyPath": "scale", "keyframes": [
      {"kind": "cubic", "to": 1.15, "duration": 0.4},
      {"kind": "cubic", "to": 1.00, "duration": 1.2}
    ]},
    {"keyPath": "rotation", "keyframes": [
      {"kind": "linear", "to": {"degrees": -6}, "duration": 0.5},
      {"kind": "linear", "to": {"degrees": 6}, "duration": 0.5},
      {"kind": "linear", "to": {"degrees": 0}, "duration": 0.6}
    ]}
  ],
  "reduceMotion": {"policy": "skipToEnd"},
  "scene": {
    "size": {"width": 140, "height": 140},
    "content": {
      "symbol": "sparkles",
      "modifiers": [
        {"font": {"size": 60, "weight": "semibold"}},
        {"foregroundStyle": "blue"},
        {"offset": {"y": "yOffset"}},
        {"scaleEffect": "scale"},
        {"rotationEffect": "rotation"},
        {"accessibilityHidden": true},
        {"accessibilityDecorativeAnimation": true}
      ]
    },
    "events": [{"time": 0, "event": "trigger"}]
  }
}

"""#),
        EmbeddedSpec(file: "like-button-reduce-motion.json", json: #"""
{
  "version": 1,
  "name": "Like button with Reduce Motion",
  "description": "AccessibleLikeButton from the KeyframeAnimator guide: the full bounce, and with Reduce Motion a variant that only holds the scale at 1 for 0.01 s (the article's no-op keyframe). A screen reader reads \"Like, N likes, button\", the count going up with each trigger.",
  "initialValue": {
    "scale": {"type": "number", "value": 1.0},
    "rotation": {"type": "angle", "value": {"degrees": 0}}
  },
  "mode": "trigger",
  "tracks": [
    {"keyPath": "scale", "keyframes": [
      {"kind": "spring", "to": 1.2, "duration": 0.2, "spring": "bouncy"},
      {"kind": "spring", "to": 1.0, "duration": 0.3, "spring": "snappy"}
    ]},
    {"keyPath": "rotation", "keyframes": [
      {"kind": "cubic", "to": {"degrees": -6}, "duration": 0.15},
      {"kind": "cubic", "to": {"degrees": 0}, "duration": 0.20}
    ]}
  ],
  "reduceMotion": {
    "policy": "simplified",
    "tracks": [
      {"keyPath": "scale", "keyframes": [
        {"kind": "linear", "to": 1.0, "duration": 0.01}
      ]}
    ]
  },
  "scene": {
    "size": {"width": 120, "height": 120},
    "content": {
      "symbol": "heart.fill",
      "modifiers": [
        {"font": {"size": 44}},
        {"foregroundStyle": "pink"},
        {"scaleEffect": "scale"},
        {"rotationEffect": "rotation"},
        {"accessibilityLabel": "Like"},
        {"accessibilityValue": "{count|# like|# likes}"},
        {"accessibilityAddTraits": "isButton"}
      ]
    },
    "events": [{"time": 0, "event": "trigger"}, {"time": 1, "event": "reduceMotionOn"}, {"time": 1.2, "event": "trigger"}]
  }
}

"""#),
        EmbeddedSpec(file: "like-button.json", json: #"""
{
  "version": 1,
  "name": "Like button",
  "description": "The like button bounce from the KeyframeAnimator guide: the heart pops with springs, tilts with cubic keyframes, and a '+1' fades in and rises. As written in the guide it has no Reduce Motion handling, which lint reports; like-button-reduce-motion.json is the fixed version. A screen reader reads \"Like, N likes, button\", the count going up with each trigger.",
  "initialValue": {
    "scale": {"type": "number", "value": 1.0},
    "rotation": {"type": "angle", "value": {"degrees": 0}},
    "overlayOpacity": {"type": "opacity", "value": 0.0},
    "overlayOffsetY": {"type": "number", "value": 0.0}
  },
  "mode": "trigger",
  "tracks": [
    {"keyPath": "scale", "keyframes": [
      {"kind": "spring", "to": 1.3, "duration": 0.18, "spring": "bouncy"},
      {"kind": "spring", "to": 1.0, "duration": 0.32, "spring": "snappy"}
    ]},
    {"keyPath": "rotation", "keyframes": [
      {"kind": "cubic", "to": {"degrees": -8}, "duration": 0.12},
      {"kind": "cubic", "to": {"degrees": 6}, "duration": 0.16},
      {"kind": "cubic", "to": {"degrees": 0}, "duration": 0.22}
    ]},
    {"keyPath": "overlayOpacity", "keyframes": [
      {"kind": "linear", "to": 1.0, "duration": 0.10},
      {"kind": "linear", "to": 1.0, "duration": 0.30},
      {"kind": "linear", "to": 0.0, "duration": 0.20}
    ]},
    {"keyPath": "overlayOffsetY", "keyframes": [
      {"kind": "linear", "to": -24, "duration": 0.10},
      {"kind": "cubic", "to": -48, "duration": 0.40}
    ]}
  ],
  "scene": {
    "size": {"width": 120, "height": 160},
    "background": "white",
    "content": {
      "symbol": "heart.fill",
      "modifiers": [
        {"font": {"size": 44}},
        {"foregroundStyle": "pink"},
        {"scaleEffect": "scale"},
        {"rotationEffect": "rotation"},
        {"overlay": {"alignment": "top", "content": {
          "text": "+1",
          "modifiers": [
            {"font": "headline"},
            {"foregroundStyle": "pink"},
            {"opacity": "overlayOpacity"},
            {"offset": {"y": "overlayOffsetY"}}
          ]
        }}},
        {"accessibilityLabel": "Like"},
        {"accessibilityValue": "{count|# like|# likes}"},
        {"accessibilityAddTraits": "isButton"}
      ]
    },
    "events": [{"time": 0, "event": "trigger"}]
  }
}

"""#),
        EmbeddedSpec(file: "phase-like-button.json", json: #"""
{
  "version": 1,
  "name": "Phase like button",
  "description": "The three-phase like button from the phase animator article (rest, pop, settle), each phase with its own animation. With Reduce Motion the article keeps scale 1 and rotation 0 in every phase: a simplified variant in which nothing moves. A screen reader reads \"Like, N likes, button\", the count going up with each trigger.",
  "initialValue": {
    "scale": {"type": "number", "value": 1},
    "rotation": {"type": "angle", "value": {"degrees": 0}}
  },
  "mode": "trigger",
  "phases": [
    {"name": "rest", "values": {"scale": 1, "rotation": {"degrees": 0}}, "animation": {"kind": "snappy", "duration": 0.15}},
    {"name": "pop", "values": {"scale": 1.35, "rotation": {"degrees": -8}}, "animation": {"kind": "bouncy", "duration": 0.35, "extraBounce": 0.2}},
    {"name": "settle", "values": {"scale": 1, "rotation": {"degrees": 0}}, "animation": {"kind": "smooth", "duration": 0.25}}
  ],
  "reduceMotion": {
    "policy": "simplified",
    "phases": [
      {"name": "rest", "animation": {"kind": "snappy", "duration": 0.15}},
      {"name": "pop", "animation": {"kind": "bouncy", "duration": 0.35, "extraBounce": 0.2}},
      {"name": "settle", "animation": {"kind": "smooth", "duration": 0.25}}
    ]
  },
  "scene": {
    "size": {"width": 100, "height": 100},
    "content": {
      "symbol": "heart.fill",
      "modifiers": [
        {"font": {"size": 32, "weight": "bold"}},
        {"foregroundStyle": "pink"},
        {"scaleEffect": "scale"},
        {"rotationEffect": "rotation"},
        {"accessibilityLabel": "Like"},
        {"accessibilityValue": "{count|# like|# likes}"},
        {"accessibilityAddTraits": "isButton"}
      ]
    },
    "events": [{"time": 0, "event": "trigger"}, {"time": 1.5, "event": "trigger"}]
  }
}

"""#),
        EmbeddedSpec(file: "pulse-badge-no-reset.json", json: #"""
{
  "version": 1,
  "name": "Pulse badge without the reset move",
  "description": "The pulse badge with the article's reset keyframes removed: the first loop starts from the initial value (opacity 1.0) and every later loop from where the last one ended (opacity 0.5): the jump on the second run that the KeyframeAnimator guide warns about. lint reports both tracks (loop-reset).",
  "initialValue": {
    "scale": {"type": "number", "value": 1.0},
    "opacity": {"type": "opacity", "value": 1.0}
  },
  "mode": "repeating",
  "tracks": [
    {"keyPath": "scale", "keyframes": [
      {"kind": "spring", "to": 1.4, "duration": 0.6, "spring": "bouncy"},
      {"kind": "cubic", "to": 1.0, "duration": 0.8}
    ]},
    {"keyPath": "opacity", "keyframes": [
      {"kind": "linear", "to": 1.0, "duration": 0.6},
      {"kind": "linear", "to": 0.5, "duration": 0.8}
    ]}
  ],
  "reduceMotion": {"policy": "skipToEnd"},
  "scene": {
    "size": {"width": 80, "height": 80},
    "content": {
      "shape": "circle",
      "modifiers": [
        {"frame": {"width": 32, "height": 32}},
        {"foregroundStyle": "red"},
        {"scaleEffect": "scale"},
        {"opacity": "opacity"}
      ]
    }
  }
}

"""#),
        EmbeddedSpec(file: "pulse-badge.json", json: #"""
{
  "version": 1,
  "name": "Pulse badge",
  "description": "The repeating pulse from the KeyframeAnimator guide, with its reset keyframes: each loop starts by jumping to scale 1.0 and opacity 0.5 (LinearKeyframe(…, duration: 0.0)), so every loop is the same. The guide does not show PulseValues; we take scale 1 and opacity 1. Reduce Motion holds the loop still (our choice; the guide has none).",
  "initialValue": {
    "scale": {"type": "number", "value": 1.0},
    "opacity": {"type": "opacity", "value": 1.0}
  },
  "mode": "repeating",
  "tracks": [
    {"keyPath": "scale", "keyframes": [
      {"kind": "linear", "to": 1.0, "duration": 0.0},
      {"kind": "spring", "to": 1.4, "duration": 0.6, "spring": "bouncy"},
      {"kind": "cubic", "to": 1.0, "duration": 0.8}
    ]},
    {"keyPath": "opacity", "keyframes": [
      {"kind": "linear", "to": 0.5, "duration": 0.0},
      {"kind": "linear", "to": 1.0, "duration": 0.6},
      {"kind": "linear", "to": 0.5, "duration": 0.8}
    ]}
  ],
  "reduceMotion": {"policy": "skipToEnd"},
  "scene": {
    "size": {"width": 80, "height": 80},
    "content": {
      "shape": "circle",
      "modifiers": [
        {"frame": {"width": 32, "height": 32}},
        {"foregroundStyle": "red"},
        {"scaleEffect": "scale"},
        {"opacity": "opacity"}
      ]
    }
  }
}

"""#),
        EmbeddedSpec(file: "save-badge.json", json: #"""
{
  "version": 1,
  "name": "Save badge",
  "description": "SaveBadge from the accessible animation article: idle, lift and settle phases; lift springs up to 1.18 and the others ease out. With Reduce Motion the same article asks for a fade instead of movement: crossFade. The trigger also announces \"Saved\", so the bounce is not the only sign that it worked.",
  "initialValue": {
    "scale": {"type": "number", "value": 1},
    "opacity": {"type": "opacity", "value": 0.8}
  },
  "mode": "trigger",
  "replay": "restart",
  "phases": [
    {"name": "idle", "values": {"scale": 1, "opacity": 0.8}, "animation": {"kind": "easeOut", "duration": 0.16}},
    {"name": "lift", "values": {"scale": 1.18, "opacity": 1}, "animation": {"kind": "spring", "duration": 0.22}},
    {"name": "settle", "values": {"scale": 1, "opacity": 1}, "animation": {"kind": "easeOut", "duration": 0.16}}
  ],
  "reduceMotion": {"policy": "crossFade"},
  "scene": {
    "size": {"width": 80, "height": 80},
    "content": {
      "symbol": "checkmark.circle.fill",
      "modifiers": [
        {"foregroundStyle": "green"},
        {"frame": {"width": 44, "height": 44}},
        {"scaleEffect": "scale"},
        {"opacity": "opacity"},
        {"accessibilityLabel": "Save"},
        {"announceOnTrigger": "Saved"}
      ]
    },
    "events": [{"time": 0, "event": "trigger"}]
  }
}

"""#),
        EmbeddedSpec(file: "squash-bounce-checkmark.json", json: #"""
{
  "version": 1,
  "name": "Squash-and-bounce checkmark",
  "description": "The repeating checkmark bounce from the squash-and-bounce article, as written there with totalDuration = 1.0: the article says the keyframe durations should add up to totalDuration, but both tracks last 1.5 s. lint reports that, the missing reset moves and the missing Reduce Motion choice.",
  "initialValue": {
    "translation": {"type": "number", "value": 0.0},
    "verticalStretch": {"type": "number", "value": 1.0}
  },
  "mode": "repeating",
  "totalDuration": 1.0,
  "tracks": [
    {"keyPath": "verticalStretch", "keyframes": [
      {"kind": "spring", "to": 0.6, "duration": 0.2},
      {"kind": "cubic", "to": 1, "duration": 0.2},
      {"kind": "cubic", "to": 1.2, "duration": 0.6},
      {"kind": "cubic", "to": 1.1, "duration": 0.25},
      {"kind": "spring", "to": 1, "duration": 0.25}
    ]},
    {"keyPath": "translation", "keyframes": [
      {"kind": "cubic", "to": 0, "duration": 0.2},
      {"kind": "cubic", "to": -100, "duration": 0.4},
      {"kind": "cubic", "to": -100, "duration": 0.4},
      {"kind": "cubic", "to": 0, "duration": 0.5}
    ]}
  ],
  "scene": {
    "size": {"width": 160, "height": 260},
    "content": {
      "symbol": "checkmark.circle.fill",
      "modifiers": [
        {"foregroundStyle": "blue"},
        {"frame": {"width": 100, "height": 100}},
        {"scaleEffect": {"width": 1, "height": "verticalStretch", "anchor": "bottom"}},
        {"offset": {"y": "translation"}}
      ]
    }
  }
}

"""#),
        EmbeddedSpec(file: "toast.json", json: #"""
{
  "version": 1,
  "name": "Saved toast",
  "description": "A 'Saved' toast on screen that fades out downwards, then slides back up from the bottom edge while fading in and pops once as it lands (cubic keyframes, 0.45 s): a move transition combined with opacity, played by remove and insert events. It starts and ends on screen, so a recording loops without a blank frame. With Reduce Motion the scene's transition policy turns the slide into a 0.2 s cross-fade, and the pop is skipped.",
  "initialValue": {
    "scale": {"type": "number", "value": 1}
  },
  "mode": "trigger",
  "tracks": [
    {"keyPath": "scale", "keyframes": [
      {"kind": "cubic", "to": 1.08, "duration": 0.15},
      {"kind": "cubic", "to": 1.0, "duration": 0.3}
    ]}
  ],
  "reduceMotion": {"policy": "skipToEnd"},
  "scene": {
    "size": {"width": 200, "height": 120},
    "background": "#F2F2F7",
    "reduceMotion": {"transitions": "crossFade"},
    "content": {
      "shape": "capsule",
      "modifiers": [
        {"foregroundStyle": "#1C1C1E"},
        {"frame": {"width": 120, "height": 36}},
        {"overlay": {"content": {"text": "Saved", "modifiers": [{"font": "headline"}, {"foregroundStyle": "white"}]}}},
        {"scaleEffect": "scale"},
        {"offset": {"y": 30}},
        {"announceOnTrigger": "Saved"}
      ],
      "transition": {"combined": [{"move": {"edge": "bottom"}}, "opacity"]}
    },
    "events": [
      {"time": 1.2, "event": "remove", "animation": {"kind": "easeIn", "duration": 0.25}},
      {"time": 1.8, "event": "insert", "animation": {"kind": "spring", "duration": 0.4, "bounce": 0.15}},
      {"time": 1.8, "event": "trigger"}
    ]
  }
}

"""#),
    ]
}
