import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected: Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text(time).onReceive(timer) { date in withAnimation { tick += 1 } }
    /// ```
    ///
    /// Connected while Cadence's stage runs a view (`onReceive`, `.task`, an action), it fires in stage
    /// time (the first fire one interval after it connects) with the stage's dates
    /// (the stage's `startDate` + stage time), inside `advance`, whatever the frame rate. Elsewhere it is
    /// a Foundation `Timer` on `runLoop`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil,
        on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher `Timer.publish` makes: Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each fire (on a stage, `Stage.referenceDate` plus stage time).
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never
        /// Seconds between fires.
        public let interval: TimeInterval
        /// Allowed lateness (unused: stage timers are exact).
        public let tolerance: TimeInterval?
        /// The run loop it fires on off a stage.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// Scheduler options (unused).
        public let options: RunLoop.SchedulerOptions?
        let subject = PassthroughSubject<Date, Never>()

        /// Makes a timer publisher firing every `interval` seconds once connected; use
        /// `Timer.publish(every:tolerance:on:in:options:)` instead.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            let subject = subject
            if let loop = VirtualRunLoopContext.current {
                let id = loop.addTimer(every: interval) { date in subject.send(date) }
                return AnyCancellable { loop.cancelTimer(id) }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            runLoop.add(timer, forMode: mode)
            let box = UncheckedBox(timer)
            return AnyCancellable { box.value.invalidate() }
        }
    }
}
