import Foundation

public enum DateFormatting {
    public static func day(_ date: Date) -> String { date.description }
}
